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

/// An ext4 file system of its own on a loop device, mounted
/// `errors=remount-ro`: a fault the kernel catches turns it read-only
/// under the files the bot holds open, as a failing disk does (a tmpfs
/// cannot be remounted read-only while a file is open for writing).
/// Repaired as an operator would: unmounted (the bot stopped), checked
/// with `e2fsck`, mounted again. Needs root and loop devices; without
/// them the test fails under CI (`CI` set) and is skipped, loudly,
/// elsewhere. Unmounted on drop.
pub struct LoopDisk {
    dir: tempfile::TempDir,
    /// Holds the image file.
    _images: tempfile::TempDir,
    image: PathBuf,
}

impl LoopDisk {
    pub fn mount(size_mib: u64) -> Option<LoopDisk> {
        let images = tempfile::tempdir().expect("temp dir");
        let image = images.path().join("disk.img");
        std::fs::File::create(&image)
            .and_then(|f| f.set_len(size_mib * 1024 * 1024))
            .expect("the image file");
        let made = Command::new("mkfs.ext4")
            .args(["-q", "-F"])
            .arg(&image)
            .output();
        let dir = tempfile::Builder::new()
            .prefix("nanuk-loop-")
            .tempdir()
            .expect("temp dir");
        let disk = LoopDisk {
            dir,
            _images: images,
            image,
        };
        let why = match made {
            Ok(out) if out.status.success() => match disk.mount_image() {
                Ok(()) => return Some(disk),
                Err(why) => why,
            },
            Ok(out) => String::from_utf8_lossy(&out.stderr).trim().to_string(),
            Err(e) => format!("mkfs.ext4: {e}"),
        };
        if std::env::var_os("CI").is_some() {
            panic!("read-only disk tests need an ext4 loop mount (run as root): {why}");
        }
        eprintln!(
            "SKIPPED: cannot mount an ext4 loop disk here ({why}); CI runs this test as root"
        );
        None
    }

    fn mount_image(&self) -> Result<(), String> {
        let out = Command::new("mount")
            .args(["-o", "loop,errors=remount-ro"])
            .arg(&self.image)
            .arg(self.dir.path())
            .output()
            .map_err(|e| format!("mount: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).trim().to_string())
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The kernel finds a fault: the file system turns read-only at once,
    /// open files and all (ext4's `trigger_fs_error`).
    pub fn fail_read_only(&self) {
        let out = Command::new("findmnt")
            .args(["-n", "-o", "SOURCE", "--target"])
            .arg(self.dir.path())
            .output()
            .expect("run findmnt");
        let source = String::from_utf8_lossy(&out.stdout).trim().to_string();
        let device = source.rsplit('/').next().expect("a device name");
        assert!(device.starts_with("loop"), "mounted from {source:?}");
        std::fs::write(format!("/sys/fs/ext4/{device}/trigger_fs_error"), "1")
            .expect("trigger an ext4 error");
        let probe = self.dir.path().join("probe");
        assert!(
            std::fs::write(&probe, b"x").is_err(),
            "the file system refuses writes"
        );
    }

    /// The operator's repair, with nothing holding the disk: unmount,
    /// check, mount again read-write.
    pub fn repair(&self) {
        let st = Command::new("umount")
            .arg(self.dir.path())
            .status()
            .expect("run umount");
        assert!(st.success(), "umount (is the bot still running?)");
        // 0: clean; 1: errors corrected.
        let st = Command::new("e2fsck")
            .args(["-f", "-y"])
            .arg(&self.image)
            .output()
            .expect("run e2fsck");
        assert!(
            matches!(st.status.code(), Some(0 | 1)),
            "e2fsck: {}",
            String::from_utf8_lossy(&st.stdout)
        );
        self.mount_image().expect("mount again");
    }
}

impl Drop for LoopDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount")
            .arg("-l")
            .arg(self.dir.path())
            .status();
    }
}
