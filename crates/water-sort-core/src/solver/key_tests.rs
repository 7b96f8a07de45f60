//! Tests of the tube codes and keys: packing round trips, child keys
//! against a full re-sort, and the bit tricks against loops.

use super::*;

/// The loop version of [`Codec::info`], the reference of its test.
fn info_slow(codec: &Codec, code: u64) -> TubeInfo {
    let mask = (1u64 << codec.bits) - 1;
    let mut info = TubeInfo::default();
    let mut prev = 0u8;
    let mut len = 0u8;
    for i in 0..codec.capacity {
        let unit = (code >> codec.field_shift(i) & mask) as u8;
        if unit == 0 {
            break;
        }
        if len == 0 {
            info.bottom = unit;
        }
        if unit != prev {
            info.blocks += 1;
            info.run = 0;
        }
        info.run += 1;
        prev = unit;
        len += 1;
    }
    info.len = len;
    info.top = prev;
    info
}

#[test]
fn pack_unpack_round_trip_across_word_boundaries() {
    // 11 colours -> 4 bits, capacity 7 -> 28-bit tubes, which straddle words.
    let tubes: Vec<Vec<u8>> = (0..11u8)
        .map(|c| vec![c; 7])
        .chain([vec![], vec![]])
        .collect();
    let board = Board::new(7, &tubes).unwrap();
    let codec = Codec::new(&board);
    let mut codes = vec![0u64; codec.tubes];
    codec.board_codes(&board, &mut codes);
    let mut key = vec![0u64; codec.words];
    codec.pack(&mut codes.clone(), &mut key);
    let mut back = vec![0u64; codec.tubes];
    codec.unpack(&key, &mut back);
    codes.sort_unstable();
    assert_eq!(back, codes);
}

#[test]
fn child_key_equals_a_full_sort_and_pack() {
    for (colours, cap) in [(11u8, 7usize), (12, 4), (20, 4), (3, 2), (30, 8), (2, 2)] {
        let mut tubes: Vec<Vec<u8>> = (0..colours).map(|c| vec![c; cap]).collect();
        tubes.extend([vec![], vec![]]);
        let board = Board::new(cap, &tubes).unwrap();
        let codec = Codec::new(&board);
        let n = codec.tubes;
        let mask = u64::MAX >> (64 - codec.tube_bits);
        let mut x = 12345u64;
        let mut next = || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x >> 11
        };
        for _ in 0..2000 {
            // Random codes from a small pool, so some repeat.
            let pool: Vec<u64> = (0..4).map(|_| next() & mask).chain([0]).collect();
            let mut codes = [0u64; SLOTS];
            for c in &mut codes[..n] {
                *c = pool[next() as usize % pool.len()];
            }
            codes[..n].sort_unstable();
            let mut parent = vec![0u64; codec.words];
            codec.pack(&mut codes[..n].to_vec(), &mut parent);
            let a = next() as usize % n;
            let b = next() as usize % n;
            if a == b {
                continue;
            }
            let pick = |r: u64| {
                if r.is_multiple_of(3) {
                    pool[r as usize % pool.len()]
                } else {
                    r & mask
                }
            };
            let (na, nb) = (pick(next()), pick(next()));
            let mut work = codes;
            let mut key = vec![0u64; codec.words];
            codec.child_key(&codes, &mut work, &parent, (a, na), (b, nb), &mut key);
            assert_eq!(work, codes, "work put back");
            let mut expect = codes[..n].to_vec();
            expect[a] = na;
            expect[b] = nb;
            let mut want = vec![0u64; codec.words];
            codec.pack(&mut expect, &mut want);
            assert_eq!(key, want);
        }
    }
}

#[test]
fn fast_info_equals_the_loop() {
    for (colours, cap) in [(3u8, 2usize), (12, 4), (20, 4), (11, 7), (30, 8)] {
        let mut tubes: Vec<Vec<u8>> = (0..colours).map(|c| vec![c; cap]).collect();
        tubes.push(vec![]);
        let codec = Codec::new(&Board::new(cap, &tubes).unwrap());
        let mut x = 99u64;
        for _ in 0..5000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = (x >> 60) as usize % (cap + 1);
            let units: Vec<u8> = (0..len)
                .map(|i| (x >> (3 * i + 5)) as u8 % 3 % colours)
                .collect();
            let code = codec.tube_code(&units);
            let (f, s) = (codec.info(code), info_slow(&codec, code));
            let alone = s.len > 0 && s.blocks == 1;
            assert_eq!(
                codec.len_top_alone(code),
                (s.len, s.top, alone),
                "{units:?}"
            );
            assert_eq!(codec.bottom(code), s.bottom, "{units:?}");
            if s.len > 0 {
                assert_eq!(codec.top_run(code, s.len), s.run, "{units:?}");
            }
            assert_eq!(
                (f.len, f.top, f.run, f.bottom, f.blocks),
                (s.len, s.top, s.run, s.bottom, s.blocks),
                "{units:?}"
            );
        }
    }
}

#[test]
fn info_reads_runs() {
    let board = Board::new(
        4,
        &[vec![0, 1, 1, 2], vec![2, 2, 2, 1], vec![0, 0, 0, 1], vec![]],
    )
    .unwrap();
    let codec = Codec::new(&board);
    let i = codec.info(codec.tube_code(board.tubes()[0].units()));
    assert_eq!((i.len, i.run, i.blocks), (4, 1, 3));
    assert_eq!(i.top, codec.dense[2]);
    assert_eq!(i.bottom, codec.dense[0]);
    let e = codec.info(0);
    assert_eq!((e.len, e.top, e.blocks), (0, 0, 0));
}
