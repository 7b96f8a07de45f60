//! A search on Bevy's [`AsyncComputeTaskPool`] that can be abandoned: the
//! live solvability check, the level select's par solving and endless
//! generation all run through it, so the frame loop never waits on one.
//! A long search that must not hold up those (a mystery level's par walk,
//! which can take minutes) runs on a thread of its own instead
//! ([`Background::spawn_thread`]): the pool has one thread on two cores.

use std::sync::{Arc, Mutex};
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
    work: Work<T>,
    started: Instant,
}

/// Where the job runs.
enum Work<T> {
    Pool(Task<T>),
    /// A thread of its own, which leaves its answer here.
    Thread(Arc<Mutex<Option<T>>>),
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
            work: Work::Pool(task),
            started: Instant::now(),
        }
    }

    /// Runs `work` on a thread of its own (at the system's lowest priority
    /// would be nicer, but std has no portable way): for a long search that
    /// must not wait for, nor hold up, the pool's short ones.
    pub fn spawn_thread(key: K, work: impl FnOnce(&CancelToken) -> T + Send + 'static) -> Self {
        let cancel = CancelToken::new();
        let token = cancel.clone();
        let answer = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&answer);
        let spawned = std::thread::Builder::new()
            .name("background search".into())
            .spawn(move || {
                let done = work(&token);
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(done);
                }
            });
        if let Err(e) = spawned {
            // It never answers: as a search that is never done.
            bevy::log::warn!("could not start a background search: {e}");
        }
        Background {
            key,
            cancel,
            work: Work::Thread(answer),
            started: Instant::now(),
        }
    }

    /// What the job is for.
    pub fn key(&self) -> &K {
        &self.key
    }

    /// The answer if the job is done (never waits).
    pub fn poll(&mut self) -> Option<T> {
        match &mut self.work {
            Work::Pool(task) => check_ready(task),
            Work::Thread(answer) => answer.lock().ok()?.take(),
        }
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
