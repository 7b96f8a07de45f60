//! From a game ID to its level: the candidates generated and the pick.

use super::GameId;
use crate::generate::{GenerateError, generate_pack};
use crate::level::{Level, Pack};
use crate::solver::CancelToken;

/// Why [`generate`] gave no level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LevelError {
    /// The [`CancelToken`] was cancelled.
    #[error("Cancelled")]
    Cancelled,
    /// Every candidate deal failed (see the [`game_id`](super) docs).
    #[error(
        "{0}: no solvable level of this size turned up. Add an empty tube, or use fewer colours or lower tubes."
    )]
    NoLevel(GameId),
    /// The generator refused the options (not for an ID that parsed).
    #[error("{0}")]
    Invalid(String),
}

/// Generates the level of `id`: see the [`game_id`](super) docs. The pack
/// has the one level, named after the ID. `cancel` is checked between
/// candidates.
pub fn generate(id: &GameId, cancel: Option<&CancelToken>) -> Result<Pack, LevelError> {
    let mut found = Vec::new();
    let mut first: Option<Pack> = None;
    for options in id.candidates() {
        if cancel.is_some_and(CancelToken::is_cancelled) {
            return Err(LevelError::Cancelled);
        }
        match generate_pack(&options) {
            Ok(mut pack) => {
                if let Some(level) = pack.levels.pop() {
                    found.push(level);
                }
                first.get_or_insert(pack);
            }
            Err(GenerateError::Exhausted { .. } | GenerateError::NotGuaranteed { .. }) => {}
            Err(GenerateError::Invalid(message)) => return Err(LevelError::Invalid(message)),
        }
    }
    // (A pack without its level cannot come from a one-level run; were it
    // to, it is no level either.)
    let Some(mut pack) = first.filter(|_| !found.is_empty()) else {
        return Err(LevelError::NoLevel(*id));
    };
    // A stable sort: equal ratings keep candidate order.
    found.sort_by(|a, b| {
        let rating = |l: &Level| l.difficulty.unwrap_or(0.0);
        rating(a).total_cmp(&rating(b))
    });
    let pick = id.settings.difficulty.pick(found.len());
    let mut level = found.swap_remove(pick);
    level.name = id.to_string();
    pack.name = format!("Endless ({})", id.settings.difficulty.name());
    pack.author = None;
    pack.description = Some(id.settings.describe());
    pack.levels = vec![level];
    Ok(pack)
}

#[cfg(test)]
mod tests {
    use super::super::{Difficulty, LIMITS, Settings};
    use super::*;
    use crate::solver::{Outcome, solve};

    fn id(text: &str) -> GameId {
        GameId::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn generate_gives_the_level_of_the_id() {
        let game = id("4E23-000005");
        let pack = generate(&game, None).unwrap();
        assert_eq!(pack.name, "Endless (easy)");
        assert_eq!(pack.author, None);
        assert_eq!(
            pack.description.as_deref(),
            Some("4 colours, 2 empty tubes, height 3, easy")
        );
        assert_eq!(pack.levels.len(), 1);
        let level = &pack.levels[0];
        assert_eq!(level.name, "4E23-000005");
        assert_eq!(level.capacity, 3);
        assert_eq!(level.tubes.len(), 6);
        let report = solve(&level.board(), &LIMITS, None);
        assert!(
            matches!(report.outcome, Outcome::Optimal(ref path) if !path.is_empty()),
            "{:?}",
            report.outcome
        );
        // The same ID gives the same level, on every call and machine.
        assert_eq!(generate(&game, None).unwrap(), pack);
        let token = CancelToken::new();
        assert_eq!(generate(&game, Some(&token)).unwrap(), pack);
        token.cancel();
        assert_eq!(generate(&game, Some(&token)), Err(LevelError::Cancelled));
    }

    #[test]
    fn harder_difficulties_never_rate_lower() {
        let rating = |difficulty| {
            let game = GameId {
                settings: Settings {
                    colours: 4,
                    empty: 2,
                    height: 3,
                    difficulty,
                    variant: Default::default(),
                },
                seed: 5,
            };
            let pack = generate(&game, None).unwrap();
            pack.levels[0].difficulty.unwrap_or(0.0)
        };
        let [easy, medium, hard] = Difficulty::ALL.map(rating);
        assert!(easy <= medium && medium <= hard, "{easy} {medium} {hard}");
    }

    #[test]
    fn level_error_messages() {
        let game = id("12H13-000001");
        assert_eq!(
            LevelError::NoLevel(game).to_string(),
            "12H13-000001: no solvable level of this size turned up. Add an empty tube, or use \
             fewer colours or lower tubes."
        );
        assert_eq!(LevelError::Cancelled.to_string(), "Cancelled");
        assert_eq!(LevelError::Invalid("bad".into()).to_string(), "bad");
    }
}
