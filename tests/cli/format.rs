//! The pack format reference is built in: an installed game has no
//! `levels/README.md` beside it.

use super::{stdout, water_sort};

#[test]
fn help_format_prints_the_pack_format_reference() {
    let reference = include_str!("../../levels/README.md");
    for args in [&["help", "format"][..], &["format"][..]] {
        let o = water_sort(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let out = stdout(&o);
        // The whole reference, the mystery field and the example included.
        assert!(out.contains(reference.trim()), "{args:?}: {out}");
        assert!(out.contains("hidden"), "{args:?}");
    }
}
