//! Injected HTTP failures: the next N requests matching a route pattern are
//! answered with a rate limit or a server error instead of being served.

use std::fmt;

/// How an injected request fails.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fault {
    /// 429 with Discord's body and headers; `retry_after` in seconds.
    RateLimited { retry_after: f64, global: bool },
    /// A 5xx with Discord's generic body.
    ServerError(u16),
    /// The request is carried out, then answered with this 5xx anyway (a
    /// gateway timeout after the work was done): the client cannot tell
    /// whether it happened.
    ServedThenServerError(u16),
    /// As `ServedThenServerError`, the error answered only after this
    /// long: what the request made (a message) is seen by users before
    /// the client hears that it "failed" and tries again.
    ServedThenLateServerError(u16, std::time::Duration),
}

impl Fault {
    /// A per-route 429 asking the client to wait `retry_after` seconds.
    pub fn rate_limited(retry_after: f64) -> Self {
        Self::RateLimited {
            retry_after,
            global: false,
        }
    }
}

/// `"POST /channels/*/messages"`: a method (or `*`) and a path below
/// `/api/v10` whose `*` segments match any one segment; a trailing `**`
/// matches the rest.
#[derive(Clone, Debug)]
pub struct RoutePattern {
    method: String,
    segments: Vec<String>,
}

impl RoutePattern {
    pub fn parse(pattern: &str) -> Self {
        let (method, path) = pattern
            .split_once(' ')
            .unwrap_or_else(|| panic!("route pattern {pattern:?} must be \"METHOD /path\""));
        let segments = path
            .trim_matches('/')
            .split('/')
            .map(str::to_owned)
            .collect();
        Self {
            method: method.to_ascii_uppercase(),
            segments,
        }
    }

    pub fn matches(&self, method: &str, segments: &[&str]) -> bool {
        if self.method != "*" && !self.method.eq_ignore_ascii_case(method) {
            return false;
        }
        let mut i = 0;
        for (n, want) in self.segments.iter().enumerate() {
            if want == "**" && n == self.segments.len() - 1 {
                return true;
            }
            match segments.get(i) {
                Some(got) if want == "*" || want == got => i += 1,
                _ => return false,
            }
        }
        i == segments.len()
    }
}

impl fmt::Display for RoutePattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} /{}", self.method, self.segments.join("/"))
    }
}

#[derive(Clone, Debug)]
pub struct FaultRule {
    /// The pattern as written (to ask whether it is still armed).
    pub route: String,
    pub pattern: RoutePattern,
    pub remaining: usize,
    pub fault: Fault,
}

/// Takes one use of the first rule matching the request, if any.
pub fn take(rules: &mut Vec<FaultRule>, method: &str, segments: &[&str]) -> Option<Fault> {
    let index = rules
        .iter()
        .position(|r| r.remaining > 0 && r.pattern.matches(method, segments))?;
    let rule = &mut rules[index];
    rule.remaining -= 1;
    let fault = rule.fault;
    if rule.remaining == 0 {
        rules.remove(index);
    }
    Some(fault)
}
