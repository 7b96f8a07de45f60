//! The optimal solver: IDA* on the search crate ([`search::moves`]) with
//! the maximum of the corner database and the (slice, flip, twist)
//! database along the three axes.
//!
//! A node carries its coordinates along each axis and its exact distance
//! in the database along each, so a child's distance is read from its
//! entry modulo 3 ([`next_distance`]). A child is dropped at the first
//! bound that is too high.
//!
//! One more bound, from Kociemba's solver: when the three axes give the
//! same distance `d > 0`, the position is at least `d + 1` from solved.
//! (Were it `d`, each move of a shortest solution would bring all three
//! one nearer, the last one too; but a single turn leaves the cube on the
//! target of its own axis, at distance 0 there, not 1.)
//!
//! The inverse position is as far from solved as the position (a solution
//! read backwards and inverted solves the inverse), so the same three
//! lookups of the inverse bound it too: about half the nodes. A move made
//! after the position is made before the inverse, and the database does
//! not follow that step (its distance may jump), so the inverse needs
//! exact distances ([`crate::prune::ExactPhaseDb`]) and the node keeps the
//! inverse itself, turned to each axis. One lookup comes free: a turn of
//! U or D along an axis, made before, leaves that axis's coordinates as
//! they are, so the child's inverse has its parent's distance there.
//!
//! Moves: no turn of the face just turned (two turns of a face are one or
//! none), and of two opposite faces, which commute, only U before D, R
//! before L, F before B.

use search::CancelToken;
use search::moves::{self, MoveDomain, MoveLimits, MoveOutcome, MoveReport};

use crate::coord::{self, AXES, Classes, Coords, N_FLIP, N_TWIST, Symmetries};
use crate::cubie::{Cube, Move, N_MOVES};
use crate::pieces::{Before, Pieces};
use crate::prune::{Tables, next_distance, prefetch};

/// What the search reads: move tables, (slice, flip) classes and the
/// entries of the three databases. [`Tables`] holds the real ones; a test
/// may supply small databases (exact up to a depth, a bound beyond it).
///
/// Each database must give a lower bound of the distance to solved that a
/// move changes by at most one, and the phase database's entry must be the
/// exact one's modulo 3: the search reads a child's distance from its
/// parent's ([`next_distance`]).
pub trait Lookup: Sync {
    /// Move tables.
    fn coords(&self) -> &Coords;
    /// (slice, flip) classes: the phase databases' index.
    fn classes(&self) -> &Classes;
    /// Distance to solve the corners of corner position `i`.
    fn corner(&self, i: u32) -> u32;
    /// Starts loading corner entry `i` into the cache.
    fn prefetch_corner(&self, i: u32);
    /// Phase distance of entry `i`, modulo 3.
    fn phase_mod3(&self, i: usize) -> u32;
    /// Starts loading phase entry `i` into the cache.
    fn prefetch_phase(&self, i: usize);
    /// Exact phase distance of entry `i`.
    fn exact(&self, i: usize) -> u32;
    /// Starts loading exact phase entry `i` into the cache.
    fn prefetch_exact(&self, i: usize);
}

impl Lookup for Tables {
    #[inline]
    fn coords(&self) -> &Coords {
        &self.coords
    }
    #[inline]
    fn classes(&self) -> &Classes {
        &self.classes
    }
    #[inline]
    fn corner(&self, i: u32) -> u32 {
        self.corner.get(i)
    }
    #[inline]
    fn prefetch_corner(&self, i: u32) {
        self.corner.prefetch(i);
    }
    #[inline]
    fn phase_mod3(&self, i: usize) -> u32 {
        self.phase.get(i)
    }
    #[inline]
    fn prefetch_phase(&self, i: usize) {
        self.phase.prefetch(i);
    }
    #[inline]
    fn exact(&self, i: usize) -> u32 {
        self.exact.get(i)
    }
    #[inline]
    fn prefetch_exact(&self, i: usize) {
        self.exact.prefetch(i);
    }
}

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
    /// The inverse of the position seen along each axis, and its exact
    /// phase distance there.
    inverse: [Pieces; AXES],
    inverse_dist: [u8; AXES],
}

/// The solver's view of the tables.
pub struct Solver<'t, T: Lookup = Tables> {
    tables: &'t T,
    /// `before[a][m]`: the inverse of move `m` seen along axis `a`, which
    /// turns the inverse seen along `a` when `m` turns the position.
    before: [Before; AXES],
}

impl<'t, T: Lookup> Solver<'t, T> {
    /// A solver over loaded tables.
    pub fn new(tables: &'t T) -> Solver<'t, T> {
        let c = tables.coords();
        let before = std::array::from_fn(|a| {
            Before::new(&std::array::from_fn(|m| {
                Move(c.axis_move[a][m]).inverse().cube()
            }))
        });
        Solver { tables, before }
    }

    /// The exact-database entry of a cube's coordinates along U-D.
    #[inline]
    fn exact_entry(&self, x: &Pieces) -> (usize, usize) {
        let raw = usize::from(x.slice()) * N_FLIP + usize::from(x.flip());
        (raw, usize::from(x.twist()))
    }

    /// The entry of the phase databases for a (slice, flip) value and a
    /// twist.
    #[inline]
    fn entry(&self, raw: usize, twist: usize) -> usize {
        let t = self.tables;
        let e = t.classes().class[raw];
        let (class, sym) = ((e >> 4) as usize, (e & 15) as usize);
        class * N_TWIST + usize::from(t.coords().twist_conj[twist * 16 + sym])
    }

    /// The inverse of the child after move `m`, along each axis, and its
    /// exact distances (one move at a time; [`MoveDomain::children`] does
    /// the same for all moves at once).
    fn inverse_child(&self, node: &Node, m: usize) -> ([Pieces; AXES], [u8; AXES]) {
        let own = usize::from(self.tables.coords().own_axis[m]);
        let inverse = std::array::from_fn(|a| node.inverse[a].after(&self.before[a], m));
        let dist = std::array::from_fn(|a| {
            if a == own {
                return node.inverse_dist[a];
            }
            let (raw, twist) = self.exact_entry(&inverse[a]);
            self.tables.exact(self.entry(raw, twist)) as u8
        });
        (inverse, dist)
    }

    /// The phase database's entry (mod 3) for coordinates along an axis.
    #[inline]
    fn phase_mod3(&self, twist: u16, flip: u16, slice: u16) -> u32 {
        let t = self.tables;
        let e = t.classes().class[usize::from(slice) * N_FLIP + usize::from(flip)];
        let (class, sym) = ((e >> 4) as usize, (e & 15) as usize);
        let twist = usize::from(t.coords().twist_conj[usize::from(twist) * 16 + sym]);
        t.phase_mod3(class * N_TWIST + twist)
    }

    /// The node of a cube.
    pub fn node(&self, cube: &Cube) -> Node {
        let sym = Symmetries::new();
        let axes = std::array::from_fn(|a| {
            let c = coord::on_axis(&sym, a, cube);
            let (twist, flip, slice) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
            let raw = usize::from(slice) * N_FLIP + usize::from(flip);
            Axis {
                twist,
                flip,
                slice,
                dist: self.tables.exact(self.entry(raw, usize::from(twist))) as u8,
            }
        });
        let inv = cube.inverse();
        let inverse = std::array::from_fn(|a| Pieces::new(&coord::on_axis(&sym, a, &inv)));
        let inverse_dist = inverse.map(|x| {
            let (raw, twist) = self.exact_entry(&x);
            self.tables.exact(self.entry(raw, twist)) as u8
        });
        Node {
            cperm: coord::cperm(cube),
            axes,
            inverse,
            inverse_dist,
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

impl<T: Lookup> MoveDomain for Solver<'_, T> {
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
        let c = self.tables.coords();
        let m = usize::from(m);
        let ud = &node.axes[0];
        let twist = c.twist_move[usize::from(ud.twist) * N_MOVES + m];
        let cperm = c.cperm_move[usize::from(node.cperm) * N_MOVES + m];
        let corners = u32::from(cperm) * N_TWIST as u32 + u32::from(twist);
        if self.tables.corner(corners) > budget {
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
        if three_axes(axes.map(|a| a.dist)) > budget {
            return None;
        }
        let (inverse, inverse_dist) = self.inverse_child(node, m);
        if three_axes(inverse_dist) > budget {
            return None;
        }
        Some(Node {
            cperm,
            axes,
            inverse,
            inverse_dist,
        })
    }

    /// [`MoveDomain::step`] for all moves at once, in rounds so that the
    /// lookups of one round, which mostly miss the cache, are all under way
    /// before the next waits for them: class entries, phase entries and the
    /// forward bounds; then, for the children left, the corner entry and
    /// the inverse's class entries, its exact entries, the last bounds.
    /// (The corners come late: they prune few children the axes keep, and
    /// a lookup per child costs as much as the pruning saves.)
    fn children(
        &self,
        node: &Node,
        last: Option<u8>,
        budget: u32,
        out: &mut Vec<(u8, Node)>,
    ) -> u64 {
        out.clear();
        let t = self.tables;
        let c = t.coords();
        let mut moves = [0u8; N_MOVES];
        let mut tried = 0;
        let mut n = 0;
        for m in 0..N_MOVES as u8 {
            if self.allowed(last, m) {
                tried += 1;
                // The child's inverse keeps this distance along the axis.
                let own = usize::from(c.own_axis[usize::from(m)]);
                if u32::from(node.inverse_dist[own]) <= budget {
                    moves[n] = m;
                    n += 1;
                }
            }
        }
        let mut axes = [node.axes; N_MOVES];
        let mut raw = [[0usize; AXES]; N_MOVES];
        for i in 0..n {
            let m = usize::from(moves[i]);
            for a in 0..AXES {
                let ma = usize::from(c.axis_move[a][m]);
                let x = &mut axes[i][a];
                x.twist = c.twist_move[usize::from(x.twist) * N_MOVES + ma];
                x.flip = c.flip_move[usize::from(x.flip) * N_MOVES + ma];
                x.slice = c.slice_move[usize::from(x.slice) * N_MOVES + ma];
                raw[i][a] = usize::from(x.slice) * N_FLIP + usize::from(x.flip);
                prefetch(&t.classes().class[raw[i][a]]);
            }
        }
        let mut entry = [[0usize; AXES]; N_MOVES];
        for i in 0..n {
            for a in 0..AXES {
                entry[i][a] = self.entry(raw[i][a], usize::from(axes[i][a].twist));
                t.prefetch_phase(entry[i][a]);
            }
        }
        // The children the forward bounds keep, compacted, with their
        // corners and inverses.
        let mut left = [0usize; N_MOVES];
        let mut cperms = [0u16; N_MOVES];
        let mut corners = [0u32; N_MOVES];
        let mut inverse = [node.inverse; N_MOVES];
        let mut twists = [[0usize; AXES]; N_MOVES];
        let mut k = 0;
        'moves: for i in 0..n {
            for a in 0..AXES {
                let d = next_distance(u32::from(axes[i][a].dist), t.phase_mod3(entry[i][a]));
                if d > budget {
                    continue 'moves;
                }
                axes[i][a].dist = d as u8;
            }
            if three_axes(axes[i].map(|a| a.dist)) > budget {
                continue;
            }
            let m = usize::from(moves[i]);
            cperms[k] = c.cperm_move[usize::from(node.cperm) * N_MOVES + m];
            corners[k] = u32::from(cperms[k]) * N_TWIST as u32 + u32::from(axes[i][0].twist);
            t.prefetch_corner(corners[k]);
            let own = usize::from(c.own_axis[m]);
            for a in 0..AXES {
                inverse[k][a] = node.inverse[a].after(&self.before[a], m);
                if a != own {
                    (raw[k][a], twists[k][a]) = self.exact_entry(&inverse[k][a]);
                    prefetch(&t.classes().class[raw[k][a]]);
                }
            }
            left[k] = i;
            k += 1;
        }
        let mut alive = [false; N_MOVES];
        for j in 0..k {
            if t.corner(corners[j]) > budget {
                continue;
            }
            alive[j] = true;
            let own = usize::from(c.own_axis[usize::from(moves[left[j]])]);
            for a in 0..AXES {
                if a != own {
                    entry[j][a] = self.entry(raw[j][a], twists[j][a]);
                    t.prefetch_exact(entry[j][a]);
                }
            }
        }
        'inverse: for j in 0..k {
            if !alive[j] {
                continue;
            }
            let i = left[j];
            let own = usize::from(c.own_axis[usize::from(moves[i])]);
            let mut inverse_dist = node.inverse_dist;
            for a in 0..AXES {
                if a != own {
                    let d = t.exact(entry[j][a]);
                    if d > budget {
                        continue 'inverse;
                    }
                    inverse_dist[a] = d as u8;
                }
            }
            if three_axes(inverse_dist) > budget {
                continue;
            }
            out.push((
                moves[i],
                Node {
                    cperm: cperms[j],
                    axes: axes[i],
                    inverse: inverse[j],
                    inverse_dist,
                },
            ));
        }
        tried
    }

    fn bound(&self, node: &Node) -> u32 {
        let corners = u32::from(node.cperm) * N_TWIST as u32 + u32::from(node.axes[0].twist);
        let forward = three_axes(node.axes.map(|a| a.dist));
        let inverse = three_axes(node.inverse_dist);
        self.tables.corner(corners).max(forward).max(inverse)
    }

    #[inline]
    fn is_goal(&self, node: &Node) -> bool {
        node.cperm == 0 && node.axes.iter().all(|a| a.dist == 0)
    }
}

/// The bound from the distances along the three axes: their maximum, plus
/// one when all three are the same `d > 0`.
#[inline]
fn three_axes(d: [u8; AXES]) -> u32 {
    let max = d[0].max(d[1]).max(d[2]);
    u32::from(max) + u32::from(max != 0 && d[0] == d[1] && d[1] == d[2])
}
