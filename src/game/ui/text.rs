//! Text for messages shown on screen.

/// `text` with its first letter upper case (the core's messages start in
/// lower case, to fit inside a sentence).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
