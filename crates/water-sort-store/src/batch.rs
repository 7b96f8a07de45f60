//! What the [`writer`](crate::writer) does with a batch of jobs, one per
//! file: each new content written and synced under its temporary name,
//! then each renamed over its file (or the file removed) in order, then
//! each folder synced once ([`atomic`](crate::atomic)'s steps).

use std::path::{Path, PathBuf};

use crate::atomic;

/// What is to be done to a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// Replace it whole with these bytes.
    Replace(Vec<u8>),
    /// Remove it.
    Remove,
}

/// A job that failed: its file, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failed {
    /// The file.
    pub path: PathBuf,
    /// The error, as the system put it.
    pub error: String,
}

/// Does a batch on disk (see the module docs); returns the jobs that
/// failed.
pub(crate) fn write_batch(jobs: &[(PathBuf, Job)]) -> Vec<Failed> {
    let mut failed = Vec::new();
    let mut fail = |path: &Path, e: &std::io::Error| {
        failed.push(Failed {
            path: path.to_path_buf(),
            error: e.to_string(),
        })
    };
    let staged: Vec<Option<PathBuf>> = jobs
        .iter()
        .map(|(path, job)| match job {
            Job::Replace(bytes) => atomic::stage(path, bytes).map_err(|e| fail(path, &e)).ok(),
            Job::Remove => None,
        })
        .collect();
    // Each folder with the files whose entry in it changed.
    let mut folders: Vec<(&Path, Vec<&Path>)> = Vec::new();
    for ((path, job), tmp) in jobs.iter().zip(staged) {
        let changed = match (job, tmp) {
            (Job::Replace(_), Some(tmp)) => atomic::commit(&tmp, path).map(|()| true),
            (Job::Replace(_), None) => continue, // its staging failed
            (Job::Remove, _) => atomic::unlink(path),
        };
        match changed {
            Ok(true) => {
                let folder = atomic::folder(path);
                match folders.iter_mut().find(|(f, _)| *f == folder) {
                    Some((_, paths)) => paths.push(path),
                    None => folders.push((folder, vec![path])),
                }
            }
            Ok(false) => {}
            Err(e) => fail(path, &e),
        }
    }
    for (folder, paths) in folders {
        if let Err(e) = atomic::sync_dir(folder) {
            for path in paths {
                fail(path, &e);
            }
        }
    }
    failed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A job that fails costs only its file: the others of the batch are
    /// done, and no temporary file is left.
    #[test]
    fn a_failed_job_costs_only_its_file() {
        let dir = std::env::temp_dir().join(format!("water-sort-batch-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("games"), "a file where a folder should be").unwrap();
        std::fs::write(dir.join("old.ron"), "old").unwrap();
        let jobs = [
            (dir.join("a.ron"), Job::Replace(b"a".to_vec())),
            (dir.join("games/b.ron"), Job::Replace(b"b".to_vec())),
            (dir.join("old.ron"), Job::Remove),
            (dir.join("gone.ron"), Job::Remove),
        ];
        let failed = write_batch(&jobs);
        assert_eq!(failed.len(), 1, "{failed:?}");
        assert_eq!(failed[0].path, dir.join("games/b.ron"));
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["a.ron", "games"]);
        assert_eq!(std::fs::read(dir.join("a.ron")).unwrap(), b"a");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
