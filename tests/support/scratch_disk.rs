//! A small file system of its own for storage-fault tests: a size-capped
//! tmpfs (so "disk full" is a real ENOSPC), filled and emptied by a filler
//! file, and remountable read-only. Needs root (or CAP_SYS_ADMIN); without
//! it the test fails under CI (`CI` set) and is skipped, loudly, elsewhere.
//! Unmounted on drop, also when the test panics.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

pub struct ScratchDisk {
    dir: tempfile::TempDir,
}

impl ScratchDisk {
    /// A tmpfs of `size_kib` KiB, or `None` (after saying why) when this
    /// machine does not allow mounting and we are not under CI.
    pub fn mount(size_kib: u64) -> Option<ScratchDisk> {
        let dir = tempfile::Builder::new()
            .prefix("nanuk-disk-")
            .tempdir()
            .expect("temp dir");
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size_kib}k"), "tmpfs"])
            .arg(dir.path())
            .output()
            .expect("run mount");
        if !out.status.success() {
            let why = String::from_utf8_lossy(&out.stderr).trim().to_string();
            if std::env::var_os("CI").is_some() {
                panic!("storage-fault tests need to mount a tmpfs (run as root): {why}");
            }
            eprintln!("SKIPPED: cannot mount a tmpfs here ({why}); CI runs this test as root");
            return None;
        }
        Some(ScratchDisk { dir })
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn file(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Takes every free block with a filler file.
    pub fn fill(&self) {
        let mut f = std::fs::File::create(self.file("filler")).expect("create the filler");
        let chunk = vec![0xa5u8; 4096];
        loop {
            match f.write(&chunk) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) if e.raw_os_error() == Some(libc_enospc()) => break,
                Err(e) => panic!("filling the disk: {e}"),
            }
        }
        // Whatever a partial block left.
        while f.write(&[0u8]).is_ok_and(|n| n == 1) {}
    }

    /// Space comes back.
    pub fn free(&self) {
        std::fs::remove_file(self.file("filler")).expect("remove the filler");
    }

    /// Remounts read-only (`true`) or read-write.
    pub fn set_read_only(&self, ro: bool) {
        let opts = if ro { "remount,ro" } else { "remount,rw" };
        let st = Command::new("mount")
            .args(["-o", opts])
            .arg(self.dir.path())
            .status()
            .expect("run mount");
        assert!(st.success(), "mount -o {opts} failed");
    }
}

fn libc_enospc() -> i32 {
    28
}

impl Drop for ScratchDisk {
    fn drop(&mut self) {
        // Lazy: a bot still holding files open must not keep it mounted.
        let _ = Command::new("umount")
            .arg("-l")
            .arg(self.dir.path())
            .status();
    }
}
