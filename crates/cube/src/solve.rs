//! The optimal solver: IDA* on the search crate ([`search::moves`]) with
//! the maximum of the corner database and the layer database
//! ([`crate::layers`]) along the three axes, for the position and for its
//! inverse (Rokicki's nxopt, vcube). A child is dropped at the first bound
//! that is too high.
//!
//! One more bound: when the three axes give the same bound `d > 0`, the
//! position is at least `d + 1` from solved. (Were it `d`, each axis's
//! coset would be exactly `d` away, so no shortest solution could end
//! with a turn of U or D along any axis: U and D leave the coset as it is,
//! and a solution ending in one would reach the coset a move earlier.)
//!
//! The inverse position is as far from solved as the position (a solution
//! read backwards and inverted solves the inverse), so the same three
//! lookups of the inverse bound it too. The node keeps the inverse itself,
//! turned to each axis, since a move made after the position is made
//! before the inverse, which coordinate move tables do not follow. One
//! lookup comes free: a turn of U or D along an axis, made before, leaves
//! that axis's coset as it is, so the child's inverse has its parent's
//! bound there; when that bound is already over the budget, the face's
//! three turns are dropped before any work.
//!
//! Moves: no turn of the face just turned (two turns of a face are one or
//! none), and of two opposite faces, which commute, only U before D, R
//! before L, F before B.

use search::CancelToken;
use search::moves::{self, MoveDomain, MoveLimits, MoveOutcome, MoveReport};

use crate::coord::{self, AXES, Coords, N_FLIP, N_TWIST, Symmetries};
use crate::cubie::{Cube, Move, N_MOVES};
use crate::layers::Layers;
use crate::pieces::{Before, Pieces};
use crate::prune::{Tables, prefetch};
use crate::symmetric::StartSymmetries;

/// What the search reads: move tables, the layer coordinate and the
/// entries of the two databases. [`Tables`] holds the real ones; a test
/// may supply small databases (exact up to a depth, a bound beyond it).
///
/// Each database must give a lower bound of the distance to solved of
/// every position of its entry (the layer database's: of the entry's
/// coset, [`crate::layers`]).
pub trait Lookup: Sync {
    /// Move tables.
    fn coords(&self) -> &Coords;
    /// The layer coordinate's tables and edge classes.
    fn layers(&self) -> &Layers;
    /// Distance to solve the corners of corner position `i`.
    fn corner(&self, i: u32) -> u32;
    /// Starts loading corner entry `i` into the cache.
    fn prefetch_corner(&self, i: u32);
    /// Lower bound of layer entry `i`.
    fn layer(&self, i: usize) -> u32;
    /// Starts loading layer entry `i` into the cache.
    fn prefetch_layer(&self, i: usize);
}

impl Lookup for Tables {
    #[inline]
    fn coords(&self) -> &Coords {
        &self.coords
    }
    #[inline]
    fn layers(&self) -> &Layers {
        &self.layers
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
    fn layer(&self, i: usize) -> u32 {
        self.layer.get(i)
    }
    #[inline]
    fn prefetch_layer(&self, i: usize) {
        self.layer.prefetch(i);
    }
}

/// Coordinates of a position along one axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Axis {
    twist: u16,
    flip: u16,
    /// The ordered slice (for the goal; the database reads its comb).
    slice: u16,
    csplit: u8,
}

/// A node of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    cperm: u16,
    axes: [Axis; AXES],
    /// The inverse of the position seen along each axis, and its bound
    /// from the layer database there.
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

    /// The class entry (edge part) of forward coordinates along an axis.
    #[inline]
    fn edge_raw(&self, x: &Axis) -> usize {
        let l = self.tables.layers();
        usize::from(l.slice_comb[usize::from(x.slice)]) * N_FLIP + usize::from(x.flip)
    }

    /// The class entry (edge part) of an inverse along an axis.
    #[inline]
    fn inverse_raw(&self, x: &Pieces) -> usize {
        let l = self.tables.layers();
        usize::from(l.comb_rank[x.comb_mask()]) * N_FLIP + usize::from(x.flip())
    }

    /// The layer entry of an edge part's raw value, a split and a twist.
    #[inline]
    fn entry(&self, raw: usize, csplit: u8, twist: u16) -> usize {
        let l = self.tables.layers();
        l.index_of(self.tables.coords(), l.classes.class[raw], csplit, twist)
    }

    /// The layer entry of an inverse along an axis.
    #[inline]
    fn inverse_entry(&self, x: &Pieces) -> usize {
        let l = self.tables.layers();
        let csplit = l.csplit_rank[x.csplit_mask()] as u8;
        self.entry(self.inverse_raw(x), csplit, x.twist())
    }

    /// The layer bound of forward coordinates along an axis.
    #[inline]
    fn forward_bound(&self, x: &Axis) -> u32 {
        self.tables
            .layer(self.entry(self.edge_raw(x), x.csplit, x.twist))
    }

    /// The forward coordinates along each axis after move `m`.
    #[inline]
    fn forward_child(&self, axes: &[Axis; AXES], m: usize) -> [Axis; AXES] {
        let c = self.tables.coords();
        let l = self.tables.layers();
        std::array::from_fn(|a| {
            let ma = usize::from(c.axis_move[a][m]);
            let x = &axes[a];
            Axis {
                twist: c.twist_move[usize::from(x.twist) * N_MOVES + ma],
                flip: c.flip_move[usize::from(x.flip) * N_MOVES + ma],
                slice: c.slice_move[usize::from(x.slice) * N_MOVES + ma],
                csplit: l.csplit_move[usize::from(x.csplit) * N_MOVES + ma],
            }
        })
    }

    /// The node of a cube.
    pub fn node(&self, cube: &Cube) -> Node {
        let sym = Symmetries::new();
        let l = self.tables.layers();
        let axes = std::array::from_fn(|a| {
            let c = coord::on_axis(&sym, a, cube);
            Axis {
                twist: coord::twist(&c),
                flip: coord::flip(&c),
                slice: coord::slice(&c),
                csplit: l.csplit(&c),
            }
        });
        let inv = cube.inverse();
        let inverse = std::array::from_fn(|a| Pieces::new(&coord::on_axis(&sym, a, &inv)));
        let inverse_dist = inverse.map(|x| self.tables.layer(self.inverse_entry(&x)) as u8);
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
            split_depth: 5,
            rank: true,
        };
        let symmetries = StartSymmetries::new(cube);
        let report = if symmetries.is_empty() {
            moves::solve(self, start, &limits, cancel)
        } else {
            let domain = Symmetric {
                solver: self,
                symmetries,
            };
            moves::solve(&domain, start, &limits, cancel)
        };
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
        let own = usize::from(c.own_axis[m]);
        if u32::from(node.inverse_dist[own]) > budget {
            return None;
        }
        let axes = self.forward_child(&node.axes, m);
        let forward = axes.map(|x| self.forward_bound(&x));
        if forward.iter().any(|&d| d > budget) || three_axes(forward) > budget {
            return None;
        }
        let cperm = c.cperm_move[usize::from(node.cperm) * N_MOVES + m];
        let corners = u32::from(cperm) * N_TWIST as u32 + u32::from(axes[0].twist);
        if self.tables.corner(corners) > budget {
            return None;
        }
        let inverse: [Pieces; AXES] =
            std::array::from_fn(|a| node.inverse[a].after(&self.before[a], m));
        let mut inverse_dist = node.inverse_dist;
        for a in 0..AXES {
            if a != own {
                let d = self.tables.layer(self.inverse_entry(&inverse[a]));
                if d > budget {
                    return None;
                }
                inverse_dist[a] = d as u8;
            }
        }
        if three_axes(inverse_dist.map(u32::from)) > budget {
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
    /// before the next waits for them: class entries, layer entries and
    /// the forward bounds; then, for the children left, the corner entry
    /// and the inverse's class entries, its layer entries, the last bounds.
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
        let l = t.layers();
        let class = &l.classes.class;
        let mut moves = [0u8; N_MOVES];
        let mut tried = 0;
        let mut n = 0;
        for m in 0..N_MOVES as u8 {
            if self.allowed(last, m) {
                tried += 1;
                // The child's inverse keeps this bound along the axis.
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
            axes[i] = self.forward_child(&node.axes, usize::from(moves[i]));
            for a in 0..AXES {
                raw[i][a] = self.edge_raw(&axes[i][a]);
                prefetch(&class[raw[i][a]]);
            }
        }
        let mut entry = [[0usize; AXES]; N_MOVES];
        for i in 0..n {
            for a in 0..AXES {
                let x = &axes[i][a];
                entry[i][a] = self.entry(raw[i][a], x.csplit, x.twist);
                t.prefetch_layer(entry[i][a]);
            }
        }
        // The children the forward bounds keep, compacted, with their
        // corners and inverses.
        let mut left = [0usize; N_MOVES];
        let mut cperms = [0u16; N_MOVES];
        let mut corners = [0u32; N_MOVES];
        let mut inverse = [node.inverse; N_MOVES];
        let mut k = 0;
        'moves: for i in 0..n {
            let mut forward = [0u32; AXES];
            for a in 0..AXES {
                forward[a] = t.layer(entry[i][a]);
                if forward[a] > budget {
                    continue 'moves;
                }
            }
            if three_axes(forward) > budget {
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
                    raw[k][a] = self.inverse_raw(&inverse[k][a]);
                    prefetch(&class[raw[k][a]]);
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
                    let x = &inverse[j][a];
                    let csplit = l.csplit_rank[x.csplit_mask()] as u8;
                    entry[j][a] = self.entry(raw[j][a], csplit, x.twist());
                    t.prefetch_layer(entry[j][a]);
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
                    let d = t.layer(entry[j][a]);
                    if d > budget {
                        continue 'inverse;
                    }
                    inverse_dist[a] = d as u8;
                }
            }
            if three_axes(inverse_dist.map(u32::from)) > budget {
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
        let forward = three_axes(node.axes.map(|x| self.forward_bound(&x)));
        let inverse = three_axes(node.inverse_dist.map(u32::from));
        self.tables.corner(corners).max(forward).max(inverse)
    }

    #[inline]
    fn is_goal(&self, node: &Node) -> bool {
        let solved = self.tables.coords().solved_slice;
        node.cperm == 0
            && node
                .axes
                .iter()
                .all(|x| x.twist == 0 && x.flip == 0 && x.slice == solved)
    }
}

/// The search of a symmetric start: the solver's, but the threads' prefixes
/// that a symmetry of the start takes to earlier ones are skipped.
struct Symmetric<'s, 't, T: Lookup> {
    solver: &'s Solver<'t, T>,
    symmetries: StartSymmetries,
}

impl<T: Lookup> MoveDomain for Symmetric<'_, '_, T> {
    type State = Node;

    fn moves(&self) -> u8 {
        self.solver.moves()
    }
    #[inline]
    fn allowed(&self, last: Option<u8>, m: u8) -> bool {
        self.solver.allowed(last, m)
    }
    #[inline]
    fn step(&self, node: &Node, m: u8, budget: u32) -> Option<Node> {
        self.solver.step(node, m, budget)
    }
    #[inline]
    fn children(
        &self,
        node: &Node,
        last: Option<u8>,
        budget: u32,
        out: &mut Vec<(u8, Node)>,
    ) -> u64 {
        self.solver.children(node, last, budget, out)
    }
    fn skip_prefix(&self, prefix: &[u8]) -> bool {
        self.symmetries.has_earlier_image(prefix)
    }
    fn bound(&self, node: &Node) -> u32 {
        self.solver.bound(node)
    }
    #[inline]
    fn is_goal(&self, node: &Node) -> bool {
        self.solver.is_goal(node)
    }
}

/// The bound from the bounds along the three axes: their maximum, plus one
/// when all three are the same `d > 0` (if the position were `d` away, each
/// axis's coset would be exactly `d` away, which the rule excludes).
#[inline]
fn three_axes(d: [u32; AXES]) -> u32 {
    let max = d[0].max(d[1]).max(d[2]);
    max + u32::from(max != 0 && d[0] == d[1] && d[1] == d[2])
}
