//! The node store shared by A*, BFS and bidirectional BFS: a flat arena of
//! records (one metadata word, then the key) and an open-addressing table of
//! `tag << 32 | node` entries over it. A record's metadata and key sit side by
//! side, so visiting a node touches one place in memory.

const EMPTY: u64 = u64::MAX;

/// Node numbers are `u32`; this one means "none".
pub(crate) const NONE: u32 = u32::MAX;

pub(crate) struct Store {
    words: usize,
    stride: usize,
    nodes: Vec<u64>,
    /// Number of nodes (`nodes.len() / stride`, kept to spare a division).
    count: usize,
    /// `2^bits` slots, then one more that stays empty: [`Store::grow`]
    /// sends the empty entries it rehashes there.
    table: Vec<u64>,
    shift: u32,
}

#[inline]
fn hash(words: &[u64]) -> u64 {
    let mut h = 0u64;
    for &w in words {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Where a key is, or where it would go.
pub(crate) enum Slot {
    Found(u32),
    Free { slot: usize, tag: u64 },
}

impl Store {
    pub fn new(words: usize) -> Store {
        // Small: most searches are, and the table grows without rereading keys.
        let bits = 10;
        Store {
            words,
            stride: words + 1,
            nodes: Vec::with_capacity(256 * (words + 1)),
            count: 0,
            table: vec![EMPTY; (1 << bits) + 1],
            shift: 64 - bits,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn memory(&self) -> usize {
        (self.nodes.capacity() + self.table.capacity()) * 8
    }

    #[inline]
    pub fn key(&self, node: u32) -> &[u64] {
        let at = node as usize * self.stride + 1;
        &self.nodes[at..at + self.words]
    }

    #[inline]
    pub fn meta(&self, node: u32) -> u64 {
        self.nodes[node as usize * self.stride]
    }

    #[inline]
    pub fn set_meta(&mut self, node: u32, meta: u64) {
        self.nodes[node as usize * self.stride] = meta;
    }

    /// The key's tag: the top half of its hash, which also holds the slot
    /// bits, so growing the table moves entries without reading their keys.
    #[inline]
    pub fn tag(&self, key: &[u64]) -> u64 {
        hash(key) >> 32
    }

    #[inline]
    fn home(&self, tag: u64) -> usize {
        (tag << 32 >> self.shift) as usize
    }

    /// Reads the home slot of a tag (to bring it into the cache early).
    #[inline]
    pub fn peek(&self, tag: u64) -> u64 {
        self.table[self.home(tag)]
    }

    #[inline]
    pub fn find(&self, key: &[u64]) -> Slot {
        self.find_tagged(key, self.tag(key))
    }

    /// [`Store::find`] with the key's [`Store::tag`] already known.
    #[inline]
    pub fn find_tagged(&self, key: &[u64], tag: u64) -> Slot {
        let mask = self.slots() - 1;
        let mut slot = self.home(tag);
        loop {
            let entry = self.table[slot];
            if entry == EMPTY {
                return Slot::Free { slot, tag };
            }
            if entry >> 32 == tag {
                let node = entry as u32;
                let at = node as usize * self.stride + 1;
                if self.nodes[at..at + self.words]
                    .iter()
                    .zip(key)
                    .all(|(a, b)| a == b)
                {
                    return Slot::Found(node);
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Adds `key` (known absent, `free` from [`Store::find`]) with `meta`.
    #[inline]
    pub fn insert(&mut self, free: Slot, key: &[u64], meta: u64) -> u32 {
        let Slot::Free { slot, tag } = free else {
            unreachable!("insert needs a free slot")
        };
        let node = self.count as u32;
        self.count += 1;
        self.nodes.push(meta);
        self.nodes.extend_from_slice(key);
        self.table[slot] = tag << 32 | node as u64;
        if self.count * 2 > self.slots() {
            self.grow();
        }
        node
    }

    /// Slots of the table (a power of two; the extra one is not counted).
    #[inline]
    fn slots(&self) -> usize {
        self.table.len() - 1
    }

    fn grow(&mut self) {
        let bits = 64 - self.shift + 1;
        self.shift = 64 - bits;
        let old = std::mem::replace(&mut self.table, vec![EMPTY; (1 << bits) + 1]);
        let (mask, spare) = ((1 << bits) - 1, 1 << bits);
        // Every old slot is moved, an empty one into the spare slot (where
        // it changes nothing): whether a slot is empty is data that a
        // branch predictor guesses badly, so it picks a slot, not a branch.
        for &entry in &old[..old.len() - 1] {
            let mut slot = [self.home(entry >> 32), spare][(entry == EMPTY) as usize];
            while self.table[slot] != EMPTY {
                slot = (slot + 1) & mask;
            }
            self.table[slot] = entry;
        }
    }
}
