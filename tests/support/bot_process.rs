//! The bot under test as a child process: started with a given environment,
//! its output captured to a log file for failure diagnostics, killed hard
//! (SIGKILL, like a crash) and restarted against the same environment (and
//! so the same database and the same Discord double).

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

pub struct BotProcess {
    program: PathBuf,
    args: Vec<String>,
    env: Vec<(String, String)>,
    /// Where the child runs: a directory of its own, so no stray `.env` in
    /// the repository leaks settings into the test.
    workdir: tempfile::TempDir,
    log: PathBuf,
    child: Option<Child>,
    starts: u32,
}

impl BotProcess {
    /// Starts `program` with `env` added to the inherited environment.
    pub fn spawn(
        program: impl AsRef<Path>,
        args: &[&str],
        env: Vec<(String, String)>,
    ) -> std::io::Result<Self> {
        let workdir = tempfile::Builder::new().prefix("bot-process-").tempdir()?;
        let log = workdir.path().join("output.log");
        let mut process = Self {
            program: program.as_ref().to_owned(),
            args: args.iter().map(|a| (*a).to_owned()).collect(),
            env,
            workdir,
            log,
            child: None,
            starts: 0,
        };
        process.start()?;
        Ok(process)
    }

    fn start(&mut self) -> std::io::Result<()> {
        self.starts += 1;
        let mut log = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)?;
        writeln!(
            log,
            "--- start #{} of {} ---",
            self.starts,
            self.program.display()
        )?;
        let stderr = log.try_clone()?;
        let child = Command::new(&self.program)
            .args(&self.args)
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .current_dir(self.workdir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::from(log))
            .stderr(Stdio::from(stderr))
            .spawn()?;
        self.child = Some(child);
        Ok(())
    }

    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// How many times the process was started (1 + restarts).
    pub fn starts(&self) -> u32 {
        self.starts
    }

    /// Kills the process with SIGKILL (no chance to clean up, like a crash)
    /// and reaps it. Does nothing if it is not running.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            // An error means it already exited; reaping below still applies.
            let _ = child.kill();
            let status = child.wait().expect("reaping the killed bot process");
            self.note(&format!("--- killed ({status}) ---"));
        }
    }

    /// Kills the process (if running) and starts it again with the same
    /// program, arguments and environment.
    pub fn restart(&mut self) -> std::io::Result<()> {
        self.kill();
        self.start()
    }

    /// `Some(status)` once the process has exited on its own.
    pub fn try_exit_status(&mut self) -> Option<ExitStatus> {
        let child = self.child.as_mut()?;
        child.try_wait().expect("polling the bot process")
    }

    pub fn is_running(&mut self) -> bool {
        self.child.is_some() && self.try_exit_status().is_none()
    }

    /// Waits (blocking, polling) for the process to exit by itself.
    pub fn wait_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Some(status) = self.try_exit_status() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// Everything the process wrote to stdout and stderr, all starts included.
    pub fn output(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    pub fn log_path(&self) -> &Path {
        &self.log
    }

    fn note(&self, line: &str) {
        if let Ok(mut log) = OpenOptions::new().append(true).open(&self.log) {
            let _ = writeln!(log, "{line}");
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
        // `NANUK_E2E_KEEP_LOGS=DIR` keeps every bot's whole output there
        // (its work directory goes with the process), e.g. to study a flaky
        // run after the fact.
        if let Some(dir) = std::env::var_os("NANUK_E2E_KEEP_LOGS") {
            let name = format!(
                "bot-{}-{}.log",
                std::process::id(),
                self.workdir
                    .path()
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
            );
            let _ = std::fs::create_dir_all(&dir);
            let _ = std::fs::copy(&self.log, Path::new(&dir).join(name));
        }
        if std::thread::panicking() {
            let output = self.output();
            let tail: Vec<&str> = output.lines().rev().take(200).collect();
            eprintln!(
                "===== output of {} (last {} lines) =====\n{}\n===== end of bot output =====",
                self.program.display(),
                tail.len(),
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
    }
}
