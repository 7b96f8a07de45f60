//! Sound effects. The WAV files are made by the synthesiser in
//! `crates/sound-synth` and compiled in; any layer asks for one with a
//! [`PlaySound`] message, and every button press clicks.
//!
//! Without an audio device (CI, Xvfb) nothing plays and nothing breaks: on
//! Linux a machine with no sound card runs without Bevy's audio at all (its
//! probe would fill the terminal with ALSA errors), elsewhere Bevy warns once
//! and sounds that never start are dropped after a moment.

use std::sync::Arc;

use bevy::audio::{AudioSink, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::interaction::Pressed;
use super::settings::Settings;
use crate::game::schedule::GameSet;

/// A sound effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sfx {
    /// A tube lifted.
    Pick,
    /// A pour of this many units (the sound is longer for more).
    Pour(usize),
    /// A tube filled with one colour.
    CompleteTube,
    LevelComplete,
    /// A pour the rules refused.
    Illegal,
    /// A button pressed.
    Click,
    /// A ball of ball sort landing in its tube.
    Ball,
}

/// Play a sound effect.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySound(pub Sfx);

/// A sound never started after this long (no audio device) is dropped.
const START_TIMEOUT_SECS: f32 = 2.0;

macro_rules! wav {
    ($name:literal) => {
        include_bytes!(concat!("../../../assets/sounds/", $name, ".wav"))
    };
}

/// The effects as audio assets.
#[derive(Resource)]
struct Sounds {
    pick: Handle<AudioSource>,
    /// 1 to 4 units; longer pours use the last.
    pours: [Handle<AudioSource>; 4],
    complete_tube: Handle<AudioSource>,
    level_complete: Handle<AudioSource>,
    illegal: Handle<AudioSource>,
    click: Handle<AudioSource>,
    ball: Handle<AudioSource>,
}

impl Sounds {
    fn get(&self, sfx: Sfx) -> &Handle<AudioSource> {
        match sfx {
            Sfx::Pick => &self.pick,
            Sfx::Pour(units) => &self.pours[units.clamp(1, 4) - 1],
            Sfx::CompleteTube => &self.complete_tube,
            Sfx::LevelComplete => &self.level_complete,
            Sfx::Illegal => &self.illegal,
            Sfx::Click => &self.click,
            Sfx::Ball => &self.ball,
        }
    }
}

/// When a sound entity was spawned.
#[derive(Component)]
struct SpawnedAt(f32);

pub fn plugin(app: &mut App) {
    app.add_message::<PlaySound>();
    // Headless apps have no audio.
    let Some(mut assets) = app.world_mut().get_resource_mut::<Assets<AudioSource>>() else {
        return;
    };
    let mut add = |bytes: &'static [u8]| {
        assets.add(AudioSource {
            bytes: Arc::from(bytes),
        })
    };
    let sounds = Sounds {
        pick: add(wav!("pick")),
        pours: [
            add(wav!("pour_1")),
            add(wav!("pour_2")),
            add(wav!("pour_3")),
            add(wav!("pour_4")),
        ],
        complete_tube: add(wav!("complete_tube")),
        level_complete: add(wav!("level_complete")),
        illegal: add(wav!("illegal")),
        click: add(wav!("click")),
        ball: add(wav!("ball")),
    };
    app.insert_resource(sounds)
        .add_observer(click)
        .add_systems(Update, (play, drop_unstarted).chain().in_set(GameSet::View));
}

/// Whether the machine may have somewhere to play sound: on Linux, false
/// when the kernel lists no sound card.
pub fn audio_available() -> bool {
    match std::fs::read_to_string("/proc/asound/cards") {
        Ok(cards) => !cards.contains("no soundcards"),
        // Not Linux (or no /proc): let Bevy find out.
        Err(_) => cfg!(not(target_os = "linux")),
    }
}

fn click(_: On<Pressed>, mut sounds: MessageWriter<PlaySound>) {
    sounds.write(PlaySound(Sfx::Click));
}

fn play(
    mut requests: MessageReader<PlaySound>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut commands: Commands,
) {
    let loudness = settings.loudness();
    for PlaySound(sfx) in requests.read() {
        if loudness <= 0.0 {
            continue;
        }
        commands.spawn((
            AudioPlayer(sounds.get(*sfx).clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(loudness)),
            SpawnedAt(time.elapsed_secs()),
        ));
    }
}

/// Sounds that never started (no audio device) are removed.
fn drop_unstarted(
    unstarted: Query<(Entity, &SpawnedAt), Without<AudioSink>>,
    time: Res<Time>,
    mut commands: Commands,
) {
    for (entity, spawned) in &unstarted {
        if time.elapsed_secs() - spawned.0 > START_TIMEOUT_SECS {
            commands.entity(entity).despawn();
        }
    }
}
