//! The optimal solver: IDA* on the search crate ([`search::moves`]) with
//! the maximum of the corner database and the (slice, flip, twist)
//! database along the three axes.
//!
//! A node carries its coordinates along each axis and its exact distance
//! in the database along each, so a child's distance is read from its
//! entry modulo 3 ([`next_distance`]). A child is dropped at the first
//! bound that is too high: corners first (one lookup), then the axes.
//!
//! One more bound, from Kociemba's solver: when the three axes give the
//! same distance `d > 0`, the position is at least `d + 1` from solved.
//! (Were it `d`, each move of a shortest solution would bring all three
//! one nearer, the last one too; but a single turn leaves the cube on the
//! target of its own axis, at distance 0 there, not 1.)
//!
//! Moves: no turn of the face just turned (two turns of a face are one or
//! none), and of two opposite faces, which commute, only U before D, R
//! before L, F before B.

use search::CancelToken;
use search::moves::{self, MoveDomain, MoveLimits, MoveOutcome, MoveReport};

use crate::coord::{self, AXES, N_FLIP, N_TWIST, Symmetries};
use crate::cubie::{Cube, Move, N_MOVES};
use crate::prune::{Tables, next_distance};

/// Coordinates of a position along one axis, and its exact distance in the
/// phase database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Axis {
    twist: u16,
    flip: u16,
    slice: u16,
    dist: u8,
}

/// A node of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    cperm: u16,
    axes: [Axis; AXES],
}

/// The solver's view of the tables.
pub struct Solver<'t> {
    tables: &'t Tables,
}

impl<'t> Solver<'t> {
    /// A solver over loaded tables.
    pub fn new(tables: &'t Tables) -> Solver<'t> {
        Solver { tables }
    }

    /// The phase database's entry (mod 3) for coordinates along an axis.
    #[inline]
    fn phase_mod3(&self, twist: u16, flip: u16, slice: u16) -> u32 {
        let t = self.tables;
        let e = t.classes.class[usize::from(slice) * N_FLIP + usize::from(flip)];
        let (class, sym) = ((e >> 4) as usize, (e & 15) as usize);
        let twist = usize::from(t.coords.twist_conj[usize::from(twist) * 16 + sym]);
        t.phase.get(class * N_TWIST + twist)
    }

    /// The exact phase distance along an axis, by walking down: from an
    /// entry at `d mod 3` some move leads to one at `d - 1 mod 3`.
    fn phase_distance(&self, twist: u16, flip: u16, slice: u16) -> u8 {
        let c = &self.tables.coords;
        let (mut t, mut f, mut s) = (twist, flip, slice);
        let mut d = 0u8;
        while (t, f, s) != (0, 0, c.solved_slice) {
            let here = self.phase_mod3(t, f, s);
            let below = (here + 2) % 3;
            let m = (0..N_MOVES)
                .find(|&m| {
                    let (t1, f1, s1) = (
                        c.twist_move[usize::from(t) * N_MOVES + m],
                        c.flip_move[usize::from(f) * N_MOVES + m],
                        c.slice_move[usize::from(s) * N_MOVES + m],
                    );
                    self.phase_mod3(t1, f1, s1) == below
                })
                .expect("every entry but the target has a nearer neighbour");
            t = c.twist_move[usize::from(t) * N_MOVES + m];
            f = c.flip_move[usize::from(f) * N_MOVES + m];
            s = c.slice_move[usize::from(s) * N_MOVES + m];
            d += 1;
        }
        d
    }

    /// The node of a cube.
    pub fn node(&self, cube: &Cube) -> Node {
        let sym = Symmetries::new();
        let axes = std::array::from_fn(|a| {
            let c = coord::on_axis(&sym, a, cube);
            let (twist, flip, slice) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
            Axis {
                twist,
                flip,
                slice,
                dist: self.phase_distance(twist, flip, slice),
            }
        });
        Node {
            cperm: coord::cperm(cube),
            axes,
        }
    }

    /// The largest of the lower bounds at a node (as [`MoveDomain::bound`]).
    pub fn lower_bound(&self, node: &Node) -> u32 {
        self.bound(node)
    }

    /// An optimal solution of `cube` (half-turn metric) on `threads`
    /// threads, with the search's report (nodes, time per bound).
    pub fn solve(
        &self,
        cube: &Cube,
        threads: usize,
        cancel: Option<&CancelToken>,
    ) -> (Option<Vec<Move>>, MoveReport) {
        let start = self.node(cube);
        let limits = MoveLimits {
            threads,
            max_bound: 20,
            split_depth: 3,
        };
        let report = moves::solve(self, start, &limits, cancel);
        let solution = match &report.outcome {
            MoveOutcome::Found(path) => Some(path.iter().map(|&m| Move(m)).collect()),
            _ => None,
        };
        (solution, report)
    }
}

impl MoveDomain for Solver<'_> {
    type State = Node;

    fn moves(&self) -> u8 {
        N_MOVES as u8
    }

    #[inline]
    fn allowed(&self, last: Option<u8>, m: u8) -> bool {
        match last {
            None => true,
            Some(l) => {
                let (lf, mf) = (l / 3, m / 3);
                lf != mf && lf != mf + 3
            }
        }
    }

    #[inline]
    fn step(&self, node: &Node, m: u8, budget: u32) -> Option<Node> {
        let c = &self.tables.coords;
        let m = usize::from(m);
        let ud = &node.axes[0];
        let twist = c.twist_move[usize::from(ud.twist) * N_MOVES + m];
        let cperm = c.cperm_move[usize::from(node.cperm) * N_MOVES + m];
        let corners = u32::from(cperm) * N_TWIST as u32 + u32::from(twist);
        if self.tables.corner.get(corners) > budget {
            return None;
        }
        let mut axes = node.axes;
        for (a, axis) in axes.iter_mut().enumerate() {
            let ma = usize::from(c.axis_move[a][m]);
            let t = if a == 0 {
                twist
            } else {
                c.twist_move[usize::from(axis.twist) * N_MOVES + ma]
            };
            let f = c.flip_move[usize::from(axis.flip) * N_MOVES + ma];
            let s = c.slice_move[usize::from(axis.slice) * N_MOVES + ma];
            let d = next_distance(u32::from(axis.dist), self.phase_mod3(t, f, s));
            if d > budget {
                return None;
            }
            *axis = Axis {
                twist: t,
                flip: f,
                slice: s,
                dist: d as u8,
            };
        }
        let d = axes[0].dist;
        if d != 0 && axes[1].dist == d && axes[2].dist == d && u32::from(d) + 1 > budget {
            return None;
        }
        Some(Node { cperm, axes })
    }

    /// [`MoveDomain::step`] for all moves at once, in three rounds so
    /// that the lookups of one round, which mostly miss the cache, are all
    /// under way before the next waits for them: corner and class entries,
    /// then phase entries, then the bounds.
    fn children(
        &self,
        node: &Node,
        last: Option<u8>,
        budget: u32,
        out: &mut Vec<(u8, Node)>,
    ) -> u64 {
        out.clear();
        let t = self.tables;
        let c = &t.coords;
        let mut moves = [0u8; N_MOVES];
        let mut n = 0;
        for m in 0..N_MOVES as u8 {
            if self.allowed(last, m) {
                moves[n] = m;
                n += 1;
            }
        }
        let mut cperms = [0u16; N_MOVES];
        let mut corners = [0u32; N_MOVES];
        let mut axes = [[node.axes[0]; AXES]; N_MOVES];
        let mut raw = [[0usize; AXES]; N_MOVES];
        for i in 0..n {
            let m = usize::from(moves[i]);
            cperms[i] = c.cperm_move[usize::from(node.cperm) * N_MOVES + m];
            for a in 0..AXES {
                let ma = usize::from(c.axis_move[a][m]);
                let x = &node.axes[a];
                let (tw, f, s) = (
                    c.twist_move[usize::from(x.twist) * N_MOVES + ma],
                    c.flip_move[usize::from(x.flip) * N_MOVES + ma],
                    c.slice_move[usize::from(x.slice) * N_MOVES + ma],
                );
                axes[i][a] = Axis {
                    twist: tw,
                    flip: f,
                    slice: s,
                    dist: x.dist,
                };
                raw[i][a] = usize::from(s) * N_FLIP + usize::from(f);
                crate::prune::prefetch(&t.classes.class[raw[i][a]]);
            }
            corners[i] = u32::from(cperms[i]) * N_TWIST as u32 + u32::from(axes[i][0].twist);
            t.corner.prefetch(corners[i]);
        }
        let mut entry = [[0usize; AXES]; N_MOVES];
        let mut alive = [false; N_MOVES];
        for i in 0..n {
            if t.corner.get(corners[i]) > budget {
                continue;
            }
            alive[i] = true;
            for a in 0..AXES {
                let e = t.classes.class[raw[i][a]];
                let (class, sym) = ((e >> 4) as usize, (e & 15) as usize);
                let tw = usize::from(c.twist_conj[usize::from(axes[i][a].twist) * 16 + sym]);
                entry[i][a] = class * N_TWIST + tw;
                t.phase.prefetch(entry[i][a]);
            }
        }
        'moves: for i in 0..n {
            if !alive[i] {
                continue;
            }
            for a in 0..AXES {
                let d = next_distance(u32::from(axes[i][a].dist), t.phase.get(entry[i][a]));
                if d > budget {
                    continue 'moves;
                }
                axes[i][a].dist = d as u8;
            }
            let d = axes[i][0].dist;
            if d != 0 && axes[i][1].dist == d && axes[i][2].dist == d && u32::from(d) + 1 > budget {
                continue;
            }
            out.push((
                moves[i],
                Node {
                    cperm: cperms[i],
                    axes: axes[i],
                },
            ));
        }
        n as u64
    }

    fn bound(&self, node: &Node) -> u32 {
        let corners = u32::from(node.cperm) * N_TWIST as u32 + u32::from(node.axes[0].twist);
        let dists = node.axes.map(|a| u32::from(a.dist));
        let max = dists.iter().copied().max().unwrap_or(0);
        let same = max != 0 && dists.iter().all(|&d| d == max);
        self.tables.corner.get(corners).max(max + u32::from(same))
    }

    #[inline]
    fn is_goal(&self, node: &Node) -> bool {
        node.cperm == 0 && node.axes.iter().all(|a| a.dist == 0)
    }
}
