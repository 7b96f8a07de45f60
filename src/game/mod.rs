use std::path::PathBuf;
use std::process::ExitCode;
pub struct PlayOptions {
    pub levels_dir: PathBuf,
    pub pack: Option<PathBuf>,
    pub level: Option<usize>,
}
pub fn run(_options: PlayOptions) -> ExitCode {
    ExitCode::from(2)
}
