//! Just enough of `multipart/form-data` (RFC 7578) for Discord uploads:
//! `payload_json` plus `files[n]` parts, as serenity (reqwest) writes them.
//! (axum's multipart extractor needs a feature whose crate is not vendored.)

use serde_json::Value;

use super::Body;

#[derive(Clone, Debug)]
pub struct UploadedFile {
    /// The `n` of `files[n]`, which `attachments[].id` in the payload refers to.
    pub index: Option<u64>,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

pub fn parse(content_type: &str, bytes: &[u8]) -> Body {
    let Some(boundary) = content_type
        .split(';')
        .filter_map(|p| p.trim().strip_prefix("boundary="))
        .map(|b| b.trim_matches('"'))
        .next()
    else {
        return Body::Invalid("multipart body without a boundary".into());
    };
    let delimiter = format!("--{boundary}");
    let mut payload = None;
    let mut files = Vec::new();
    for part in split(bytes, delimiter.as_bytes()) {
        let Some(head_end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..head_end]);
        let data = &part[head_end + 4..];
        let mut name = None;
        let mut filename = None;
        let mut content_type = None;
        for line in head.lines() {
            let (key, value) = line.split_once(':').unwrap_or((line, ""));
            if key.eq_ignore_ascii_case("content-disposition") {
                name = param(value, "name");
                filename = param(value, "filename");
            } else if key.eq_ignore_ascii_case("content-type") {
                content_type = Some(value.trim().to_owned());
            }
        }
        match name.as_deref() {
            Some("payload_json") => match serde_json::from_slice::<Value>(data) {
                Ok(v) => payload = Some(v),
                Err(e) => return Body::Invalid(format!("payload_json is not JSON: {e}")),
            },
            Some(field) if field.starts_with("files[") => files.push(UploadedFile {
                index: field
                    .trim_start_matches("files[")
                    .trim_end_matches(']')
                    .parse()
                    .ok(),
                filename: filename.unwrap_or_else(|| field.to_owned()),
                content_type,
                bytes: data.to_vec(),
            }),
            _ => {}
        }
    }
    Body::Multipart { payload, files }
}

/// The parts between delimiters, without the CRLF that precedes each delimiter.
fn split<'a>(bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    let Some(first) = find(bytes, delimiter) else {
        return parts;
    };
    let mut rest = &bytes[first + delimiter.len()..];
    loop {
        if rest.starts_with(b"--") {
            break; // the closing delimiter
        }
        rest = rest.strip_prefix(b"\r\n").unwrap_or(rest);
        let mut closing = b"\r\n".to_vec();
        closing.extend_from_slice(delimiter);
        match find(rest, &closing) {
            Some(end) => {
                parts.push(&rest[..end]);
                rest = &rest[end + closing.len()..];
            }
            None => break,
        }
    }
    parts
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// `name="files[0]"` out of a Content-Disposition value.
fn param(header: &str, key: &str) -> Option<String> {
    header.split(';').map(str::trim).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_owned())
    })
}
