//! What the kernel says about a process: memory (`/proc/<pid>/status`) and
//! CPU time (`/proc/<pid>/stat`). Linux only; elsewhere the figures are 0.

use std::time::Duration;

/// Resident memory now and at its peak, in KiB.
#[derive(Clone, Copy, Debug, Default)]
pub struct Memory {
    pub rss_kib: u64,
    pub peak_kib: u64,
}

pub fn memory(pid: u32) -> Memory {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kib| kib.parse().ok())
            .unwrap_or(0)
    };
    Memory {
        rss_kib: field("VmRSS:"),
        peak_kib: field("VmHWM:"),
    }
}

/// Several processes' memory, added up (each one's own peak, summed).
pub fn memory_of(pids: &[u32]) -> Memory {
    pids.iter()
        .map(|p| memory(*p))
        .fold(Memory::default(), |a, m| Memory {
            rss_kib: a.rss_kib + m.rss_kib,
            peak_kib: a.peak_kib + m.peak_kib,
        })
}

/// Several processes' CPU time, added up.
pub fn cpu_time_of(pids: &[u32]) -> Duration {
    pids.iter().map(|p| cpu_time(*p)).sum()
}

/// User + system CPU time the process (all its threads) has used.
pub fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The command name (field 2) may hold spaces; the rest follows its ')'.
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return Duration::ZERO;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After ')': state is field 3, so utime (14) and stime (15) are at 11, 12.
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    match (ticks(11), ticks(12)) {
        (Some(user), Some(system)) => {
            Duration::from_secs_f64((user + system) as f64 / clock_ticks_per_second())
        }
        _ => Duration::ZERO,
    }
}

/// `CLK_TCK`, the unit of `/proc/<pid>/stat` times (100 on Linux unless
/// the kernel was built otherwise).
fn clock_ticks_per_second() -> f64 {
    static TICKS: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    *TICKS.get_or_init(|| {
        std::process::Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(100.0)
    })
}
