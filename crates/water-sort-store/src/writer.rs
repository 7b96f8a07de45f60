//! Saves written in the background, so that a frame never waits on the
//! disk: a [`Writer`] is a thread that takes jobs (replace a file with these
//! bytes, or remove it) and does them through `atomic.rs`: it
//! takes every job waiting as a batch, writes and syncs each new file under
//! its temporary name, renames each over its file (or removes it), then
//! syncs each folder once. A job counts as done when its folder is synced.
//!
//! * One thread, so never two writes at once, and a file's jobs are done in
//!   the order they were asked for (a batch holds one job per file).
//! * A job for a file that already has one waiting takes that one's place:
//!   the last write of a file wins, and a game saved after every move while
//!   the disk is slow writes only its newest state.
//! * [`Writer::flush`] waits until everything asked for before it is on
//!   disk: the game flushes when it quits and before it reads a save back
//!   ([`ron_file`](crate::ron_file)'s load, [`SavedGames`](crate::SavedGames)'s
//!   open), so a save is always read as it was last written.
//! * A job that failed is kept ([`Writer::take_failures`]) for its store to
//!   tell the player.
//!
//! The stores write through one writer for the process, [`global`].

use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};

use tracing::warn;

use crate::batch::write_batch;
pub use crate::batch::{Failed, Job};

/// Does a batch of jobs, one per file, in order; returns those that failed
/// (the real one writes them on disk; tests replace it).
type Run = dyn Fn(&[(PathBuf, Job)]) -> Vec<Failed> + Send + Sync;

/// A thread writing files in the background (see the module docs).
pub struct Writer {
    shared: Arc<Shared>,
    thread: Option<std::thread::JoinHandle<()>>,
}

struct Shared {
    state: Mutex<State>,
    /// Signalled when a job comes, when one is done, and when the writer
    /// closes.
    changed: Condvar,
}

#[derive(Default)]
struct State {
    /// Files with a job waiting, in the order their waiting job was first
    /// asked for.
    queue: VecDeque<PathBuf>,
    /// The job waiting for each file of the queue.
    waiting: HashMap<PathBuf, Waiting>,
    /// The number of the oldest job of the batch being done (see
    /// [`Waiting::since`]).
    busy: Option<u64>,
    /// The number the next job asked for gets.
    next: u64,
    failures: Vec<Failed>,
    closed: bool,
}

/// A job waiting, and the number of the oldest job it stands for (a job
/// that took another's place stands for that one too: a flush after the
/// older one waits for it).
struct Waiting {
    job: Job,
    since: u64,
}

impl Writer {
    /// A writer doing its jobs on disk.
    pub fn new() -> Writer {
        Writer::with(Arc::new(write_batch))
    }

    fn with(run: Arc<Run>) -> Writer {
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
        });
        let worker = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("water-sort saves".into())
            .spawn(move || work(&worker, &*run))
            .expect("a thread for the saves");
        Writer {
            shared,
            thread: Some(thread),
        }
    }

    /// Asks for `path` to be replaced by `bytes`; returns at once.
    pub fn replace(&self, path: PathBuf, bytes: Vec<u8>) {
        self.ask(path, Job::Replace(bytes));
    }

    /// Asks for `path` to be removed; returns at once.
    pub fn remove(&self, path: PathBuf) {
        self.ask(path, Job::Remove);
    }

    fn ask(&self, path: PathBuf, job: Job) {
        let mut state = self.lock();
        let number = state.next;
        state.next += 1;
        match state.waiting.get_mut(&path) {
            // It keeps its place in the queue and the number of the job it
            // replaces.
            Some(waiting) => waiting.job = job,
            None => {
                state.queue.push_back(path.clone());
                state.waiting.insert(path, Waiting { job, since: number });
            }
        }
        self.shared.changed.notify_all();
    }

    /// Waits until every job asked for before this call is done.
    pub fn flush(&self) {
        let mut state = self.lock();
        let asked = state.next;
        while state.busy.is_some_and(|n| n < asked)
            || state.waiting.values().any(|w| w.since < asked)
        {
            state = self
                .shared
                .changed
                .wait(state)
                .unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The failed jobs of files in (or at) `under`, taken: each is given
    /// once.
    pub fn take_failures(&self, under: &Path) -> Vec<Failed> {
        let mut state = self.lock();
        let (taken, kept) = std::mem::take(&mut state.failures)
            .into_iter()
            .partition(|f| f.path.starts_with(under));
        state.failures = kept;
        taken
    }

    /// Whether a failed job of a file in (or at) `under` waits to be taken.
    pub fn has_failures(&self, under: &Path) -> bool {
        self.lock()
            .failures
            .iter()
            .any(|f| f.path.starts_with(under))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        lock(&self.shared)
    }
}

impl Default for Writer {
    fn default() -> Writer {
        Writer::new()
    }
}

impl Drop for Writer {
    /// Finishes the jobs asked for, then ends the thread.
    fn drop(&mut self) {
        self.lock().closed = true;
        self.shared.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn lock(shared: &Shared) -> MutexGuard<'_, State> {
    // A job that panicked leaves the state whole: every change to it is
    // made under the lock, none while a job runs.
    shared.state.lock().unwrap_or_else(|e| e.into_inner())
}

/// The writer's thread: the jobs in their order, every job waiting taken as
/// a batch, until the writer closes with none left.
fn work(shared: &Shared, run: &Run) {
    let mut state = lock(shared);
    loop {
        if state.queue.is_empty() {
            if state.closed {
                return;
            }
            state = shared
                .changed
                .wait(state)
                .unwrap_or_else(|e| e.into_inner());
            continue;
        }
        let paths: Vec<PathBuf> = state.queue.drain(..).collect();
        let batch: Vec<(PathBuf, Waiting)> = paths
            .into_iter()
            .map(|path| {
                let waiting = state.waiting.remove(&path).expect("a queued file waits");
                (path, waiting)
            })
            .collect();
        state.busy = batch.iter().map(|(_, w)| w.since).min();
        drop(state);
        let jobs: Vec<(PathBuf, Job)> = batch.into_iter().map(|(p, w)| (p, w.job)).collect();
        // A batch that panicked failed: the thread must go on, or a flush
        // would wait for ever.
        let failed =
            std::panic::catch_unwind(AssertUnwindSafe(|| run(&jobs))).unwrap_or_else(|_| {
                jobs.iter()
                    .map(|(path, _)| Failed {
                        path: path.clone(),
                        error: "the write panicked".into(),
                    })
                    .collect()
            });
        state = lock(shared);
        state.busy = None;
        for failed in failed {
            warn!(
                "could not write {}: {}",
                failed.path.display(),
                failed.error
            );
            state.failures.push(failed);
        }
        shared.changed.notify_all();
    }
}

static GLOBAL: OnceLock<Writer> = OnceLock::new();

/// The process's writer, which every store writes through (started on the
/// first use).
pub fn global() -> &'static Writer {
    GLOBAL.get_or_init(Writer::new)
}

/// Waits until every save asked of the process's writer so far is on disk
/// (nothing to wait for if it never started).
pub fn flush() {
    if let Some(writer) = GLOBAL.get() {
        writer.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    /// A gate the fake jobs wait at until it opens.
    #[derive(Default)]
    struct Gate {
        open: Mutex<bool>,
        changed: Condvar,
    }

    impl Gate {
        fn wait(&self) {
            let mut open = self.open.lock().unwrap();
            while !*open {
                open = self.changed.wait(open).unwrap();
            }
        }

        fn open(&self) {
            *self.open.lock().unwrap() = true;
            self.changed.notify_all();
        }
    }

    /// What the fake jobs did, and how many ran at once at most.
    #[derive(Default)]
    struct Record {
        done: Mutex<Vec<(PathBuf, Job)>>,
        running: AtomicUsize,
        most_at_once: AtomicUsize,
        started: AtomicUsize,
    }

    /// A writer whose jobs wait at `gate`, take a moment, are recorded in
    /// `record`, and fail for a file named `bad`.
    fn fake(gate: &Arc<Gate>, record: &Arc<Record>) -> Writer {
        let (gate, record) = (Arc::clone(gate), Arc::clone(record));
        Writer::with(Arc::new(move |jobs: &[(PathBuf, Job)]| {
            let mut failed = Vec::new();
            for (path, job) in jobs {
                record.started.fetch_add(1, Ordering::SeqCst);
                gate.wait();
                let now = record.running.fetch_add(1, Ordering::SeqCst) + 1;
                record.most_at_once.fetch_max(now, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(2));
                record
                    .done
                    .lock()
                    .unwrap()
                    .push((path.clone(), job.clone()));
                record.running.fetch_sub(1, Ordering::SeqCst);
                if path.ends_with("bad") {
                    failed.push(Failed {
                        path: path.clone(),
                        error: "the disk is full".into(),
                    });
                }
            }
            failed
        }))
    }

    fn replace(bytes: &str) -> Job {
        Job::Replace(bytes.as_bytes().to_vec())
    }

    /// While the disk is busy with a file's first write, the next writes of
    /// that file take each other's place: the last one wins, written where
    /// the first waiting one was in the queue, after the one in progress.
    #[test]
    fn the_last_write_of_a_file_wins_one_write_at_a_time() {
        let (gate, record) = (Arc::new(Gate::default()), Arc::new(Record::default()));
        let writer = fake(&gate, &record);
        let (a, b) = (PathBuf::from("d/a"), PathBuf::from("d/b"));
        writer.replace(a.clone(), b"1".to_vec());
        // The first batch has begun (waiting at the gate) before the others.
        while record.started.load(Ordering::SeqCst) == 0 {
            std::thread::yield_now();
        }
        writer.replace(a.clone(), b"2".to_vec());
        writer.replace(b.clone(), b"1".to_vec());
        writer.remove(a.clone());
        writer.replace(a.clone(), b"3".to_vec());
        gate.open();
        writer.flush();
        let done = record.done.lock().unwrap().clone();
        assert_eq!(
            done,
            [
                (a.clone(), replace("1")),
                (a, replace("3")),
                (b, replace("1"))
            ]
        );
        assert_eq!(record.most_at_once.load(Ordering::SeqCst), 1);
    }

    /// A flush returns only once the jobs asked before it are done, a job
    /// that took the place of one of them included.
    #[test]
    fn a_flush_waits_for_the_jobs_asked_before_it() {
        let (gate, record) = (Arc::new(Gate::default()), Arc::new(Record::default()));
        let writer = Arc::new(fake(&gate, &record));
        writer.replace("d/a".into(), b"1".to_vec());
        // The first batch has begun (waiting at the gate): b is the next's.
        while record.started.load(Ordering::SeqCst) == 0 {
            std::thread::yield_now();
        }
        writer.replace("d/b".into(), b"1".to_vec());
        let done_at_flush = Arc::new(Mutex::new(Vec::new()));
        let flusher = {
            let (writer, done_at_flush) = (Arc::clone(&writer), Arc::clone(&done_at_flush));
            let record = Arc::clone(&record);
            std::thread::spawn(move || {
                writer.flush();
                *done_at_flush.lock().unwrap() = record.done.lock().unwrap().clone();
            })
        };
        std::thread::sleep(Duration::from_millis(50));
        assert!(!flusher.is_finished(), "the flush waits for the disk");
        // Asked after the flush, in the place of a job asked before it.
        writer.replace("d/b".into(), b"2".to_vec());
        gate.open();
        flusher.join().unwrap();
        assert_eq!(
            *done_at_flush.lock().unwrap(),
            [("d/a".into(), replace("1")), ("d/b".into(), replace("2"))],
            "both files written when it returned"
        );
    }

    fn record_len(record: &Record) -> usize {
        record.done.lock().unwrap().len()
    }

    /// A failed job is kept for the store of its folder, given once; the
    /// jobs after it are done.
    #[test]
    fn a_failure_is_given_once_to_the_store_of_its_folder() {
        let (gate, record) = (Arc::new(Gate::default()), Arc::new(Record::default()));
        gate.open();
        let writer = fake(&gate, &record);
        writer.replace("one/bad".into(), b"1".to_vec());
        writer.replace("two/bad".into(), b"1".to_vec());
        writer.replace("one/good".into(), b"1".to_vec());
        writer.flush();
        assert_eq!(record_len(&record), 3);
        let failed = writer.take_failures(Path::new("one"));
        assert_eq!(
            failed,
            [Failed {
                path: "one/bad".into(),
                error: "the disk is full".into()
            }]
        );
        assert!(!writer.has_failures(Path::new("one")));
        assert!(writer.take_failures(Path::new("one")).is_empty());
        assert!(writer.has_failures(Path::new("two")));
        assert_eq!(writer.take_failures(Path::new("two/bad")).len(), 1);
    }

    /// The real jobs, on disk: in order per file, and a writer dropped
    /// finishes what it was asked.
    #[test]
    fn files_on_disk_hold_the_last_job_asked() {
        let dir = std::env::temp_dir().join(format!("water-sort-writer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let writer = Writer::new();
        let (a, b) = (dir.join("a.ron"), dir.join("games/b.ron"));
        for n in 0..50 {
            writer.replace(a.clone(), format!("{n}").into_bytes());
        }
        writer.replace(b.clone(), b"b".to_vec());
        writer.flush();
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "49");
        writer.remove(b.clone());
        writer.replace(a.clone(), b"last".to_vec());
        drop(writer);
        assert!(!b.exists());
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "last");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "no temporary file left: {names:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
