//! A search on Bevy's [`AsyncComputeTaskPool`] that can be abandoned: the
//! live solvability check, the level select's par solving and endless
//! generation all run through it, so the frame loop never waits on one.

use std::time::{Duration, Instant};

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use water_sort_core::solver::CancelToken;

/// One job on the task pool, labelled with what it is for (`key`).
///
/// Dropping it cancels its token: the core's searches see the token within
/// a thousand expansions and stop, so no thread stays busy for an answer
/// nobody will read, and the task's late answer is thrown away.
pub struct Background<K, T> {
    key: K,
    cancel: CancelToken,
    task: Task<T>,
    started: Instant,
}

impl<K, T: Send + 'static> Background<K, T> {
    /// Runs `work` on the task pool; `work` should give up once its token
    /// is cancelled.
    pub fn spawn(key: K, work: impl FnOnce(&CancelToken) -> T + Send + 'static) -> Self {
        let cancel = CancelToken::new();
        let token = cancel.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move { work(&token) });
        Background {
            key,
            cancel,
            task,
            started: Instant::now(),
        }
    }

    /// What the job is for.
    pub fn key(&self) -> &K {
        &self.key
    }

    /// The answer if the job is done (never waits).
    pub fn poll(&mut self) -> Option<T> {
        check_ready(&mut self.task)
    }

    /// Time since the job started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

impl<K, T> Drop for Background<K, T> {
    fn drop(&mut self) {
        self.cancel.cancel();
    }
}
