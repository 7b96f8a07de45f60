//! Ball sort drawn as balls: on a board of [`Rule::Ball`] every unit is a
//! round ball stacked in its tube (one unit's height a ball, so a tube of
//! any height stacks them the same), in its liquid's colour with the
//! colour-blind symbol on it. The tube itself stays down when selected:
//! its top ball rises over the mouth instead ([`BallLift`]). What a tube
//! shows is still its [`TubeLiquid`] (the snap and the cork follow it); only
//! its picture differs, so the liquid's mesh steps aside for [`BallTube`]s.
//! A move's ball in flight is `ball_move.rs`'s.

use bevy::prelude::*;
use water_sort_core::{Colour, Rule};

use super::animating::LIFT_SECS;
use super::ball_kit::{BallArt, BallLift, BallTube};
use super::liquid::{LiquidHolder, TubeLiquid, redraw_liquid};
use super::tube_art::TubeArt;
use super::tubes::TubeIndex;
use crate::game::board::Game;
use crate::game::board::layout::{BoardLayout, UNIT_H, mouth_height};
use crate::game::schedule::{GameSet, Screen};
use crate::game::ui::settings::Settings;
use crate::game::ui::theme::Theme;
use crate::game::ui::widgets;

/// A ball's radius (tube units): a unit is 40 high and the cavity 44 wide.
pub const BALL_R: f32 = 17.0;
/// The air between a lifted ball and its tube's mouth (tube units).
const LIFT_AIR: f32 = 5.0;

/// A ball in its tube (a child of the tube's liquid holder), at `slot`
/// from the bottom, of `colour`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ball {
    pub slot: usize,
    pub colour: Colour,
}

/// Where the centre of the ball at `slot` sits in its tube (tube units).
pub fn slot_y(slot: usize) -> f32 {
    (slot as f32 + 0.5) * UNIT_H
}

/// Where a lifted ball's centre is in a tube of `height` units.
pub fn lifted_y(height: usize) -> f32 {
    mouth_height(height) + BALL_R + LIFT_AIR
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), make_art)
        // The editor draws a ball sort level's tubes as balls too (it marks
        // them itself).
        .add_systems(
            OnEnter(Screen::Editor),
            make_art.run_if(not(resource_exists::<BallArt>)),
        )
        .add_systems(
            Update,
            lift_balls
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Game>)),
        )
        .add_systems(
            PostUpdate,
            (
                mark_ball_tubes.run_if(in_play),
                draw_balls,
                place_lifted_balls.run_if(in_play),
            )
                .chain()
                .before(redraw_liquid)
                .before(bevy::asset::AssetEventSystems)
                .before(bevy::transform::TransformSystems::Propagate)
                .before(bevy::sprite::update_text2d_layout)
                .before(bevy::camera::visibility::VisibilitySystems::CheckVisibility)
                .run_if(
                    in_play
                        .or_else(in_state(Screen::Editor))
                        .and_then(resource_exists::<TubeArt>)
                        .and_then(resource_exists::<BallArt>),
                ),
        );
}

fn make_art(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(BallArt {
        disc: meshes.add(Circle::new(1.0)),
        edge: materials.add(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        gloss: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.55)),
        sheen: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.14)),
    });
}

/// A level in play (the board's tubes are the [`Game`]'s).
fn in_play(state: Res<State<Screen>>, game: Option<Res<Game>>) -> bool {
    *state.get() == Screen::Gameplay && game.is_some()
}

/// Whether the board in play is ball sort.
pub fn is_ball_board(game: &Game) -> bool {
    game.board().rule() == Rule::Ball
}

/// Tubes of a ball board get their [`BallTube`] mark (before their liquid is
/// first drawn), and lose it on a board that is not.
fn mark_ball_tubes(
    mut commands: Commands,
    game: Res<Game>,
    mut tubes: Query<(Entity, Has<BallTube>, &mut TubeLiquid), With<TubeIndex>>,
) {
    let balls = is_ball_board(&game);
    for (e, marked, mut liquid) in &mut tubes {
        if balls && !marked {
            commands.entity(e).insert((BallTube, BallLift::default()));
            liquid.set_changed();
        } else if !balls && marked {
            commands.entity(e).remove::<(BallTube, BallLift)>();
            liquid.set_changed();
        }
    }
}

/// The selected tube's top ball rises over its mouth, the others' come
/// down, in [`LIFT_SECS`] (at once with animation off).
fn lift_balls(
    game: Res<Game>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut tubes: Query<(&TubeIndex, &mut BallLift)>,
) {
    let secs = LIFT_SECS * settings.speed.factor();
    for (index, mut lift) in &mut tubes {
        let want = if game.selected() == Some(index.0) {
            1.0
        } else {
            0.0
        };
        let next = if secs <= 0.0 {
            want
        } else {
            let step = time.delta_secs() / secs;
            lift.0 + (want - lift.0).clamp(-step, step)
        };
        if next != lift.0 {
            lift.0 = next;
        }
    }
}

/// Redraws the balls of every ball tube whose [`TubeLiquid`] changed: one
/// per unit, bottom to top (the liquid's `extra` is not drawn: a ball is
/// whole or in flight).
fn draw_balls(
    mut commands: Commands,
    art: Res<TubeArt>,
    balls: Res<BallArt>,
    settings: Res<Settings>,
    theme: Res<Theme>,
    layout: Res<BoardLayout>,
    tubes: Query<(Ref<TubeLiquid>, &LiquidHolder), With<BallTube>>,
    children: Query<&Children>,
    drawn: Query<(), With<Ball>>,
) {
    for (liquid, holder) in &tubes {
        if !liquid.is_changed() {
            continue;
        }
        if let Ok(kids) = children.get(holder.holder) {
            for kid in kids.iter().filter(|k| drawn.contains(*k)) {
                commands.entity(kid).despawn();
            }
        }
        for (slot, &colour) in liquid.units.iter().enumerate() {
            let look = BallLook {
                colour,
                hidden: slot < liquid.hidden,
                symbols: settings.symbols,
                scale: layout.scale,
            };
            let ball = commands
                .spawn((
                    Ball { slot, colour },
                    ChildOf(holder.holder),
                    Transform::from_xyz(0.0, slot_y(slot), 0.0),
                    Visibility::default(),
                ))
                .id();
            spawn_ball_parts(&mut commands, ball, look, (&art, &balls, &theme));
        }
    }
}

/// What a ball shows: its colour (or unknown), its symbol, drawn at the
/// board's `scale` (for sharp text).
#[derive(Clone, Copy, Debug)]
pub(super) struct BallLook {
    pub colour: Colour,
    pub hidden: bool,
    pub symbols: bool,
    pub scale: f32,
}

/// The parts of one ball, children of `ball` (its centre, in tube units):
/// a dark edge, the body in its colour, a lit side and a gloss, and the
/// symbol (or a hidden ball's `?`).
pub(super) fn spawn_ball_parts(
    commands: &mut Commands,
    ball: Entity,
    look: BallLook,
    (art, balls, theme): (&TubeArt, &BallArt, &Theme),
) {
    let disc = |commands: &mut Commands, at: Vec3, r: f32, material: Handle<ColorMaterial>| {
        commands.spawn((
            ChildOf(ball),
            Mesh2d(balls.disc.clone()),
            MeshMaterial2d(material),
            Transform::from_translation(at).with_scale(Vec3::new(r, r, 1.0)),
        ));
    };
    disc(commands, Vec3::ZERO, BALL_R, balls.edge.clone());
    // A hidden ball is only its edge and its `?` (ball sort has no mystery
    // levels today; this keeps it honest if it gets one).
    let body = art.liquids.get(look.colour as usize).cloned();
    if let (false, Some(body)) = (look.hidden, body) {
        disc(commands, Vec3::Z * 0.001, BALL_R - 1.5, body);
        disc(
            commands,
            Vec3::new(-3.0, 3.0, 0.002),
            BALL_R - 6.0,
            balls.sheen.clone(),
        );
        disc(
            commands,
            Vec3::new(-6.5, 7.0, 0.003),
            3.6,
            balls.gloss.clone(),
        );
    }
    let (ch, ink) = if look.hidden {
        ('?', theme.hidden_mark)
    } else if look.symbols {
        let Some(&ch) = art.symbols.get(look.colour as usize) else {
            return;
        };
        (ch, art.symbol_colours[look.colour as usize])
    } else {
        return;
    };
    commands.spawn((
        ChildOf(ball),
        Text2d::new(ch.to_string()),
        widgets::font(22.0 * look.scale),
        TextColor(ink),
        Transform::from_xyz(0.0, 0.0, 0.004).with_scale(Vec3::splat(1.0 / look.scale.max(0.01))),
    ));
}

/// Each ball tube's top ball where its [`BallLift`] has it.
fn place_lifted_balls(
    game: Res<Game>,
    tubes: Query<(&TubeIndex, &BallLift, &TubeLiquid, &LiquidHolder)>,
    children: Query<&Children>,
    mut balls: Query<(&Ball, &mut Transform)>,
) {
    for (index, lift, liquid, holder) in &tubes {
        let Some(top) = liquid.units.len().checked_sub(1) else {
            continue;
        };
        let Ok(kids) = children.get(holder.holder) else {
            continue;
        };
        let height = game.board().height(index.0);
        for kid in kids.iter() {
            let Ok((ball, mut transform)) = balls.get_mut(kid) else {
                continue;
            };
            let y = if ball.slot == top {
                slot_y(top) + (lifted_y(height) - slot_y(top)) * lift.0
            } else {
                slot_y(ball.slot)
            };
            if transform.translation.y != y {
                transform.translation.y = y;
            }
        }
    }
}
