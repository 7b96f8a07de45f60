//! How many samples a pixel of the game's cameras takes. Four (MSAA) on a
//! graphics card, for the tubes' smooth edges; one on a software renderer
//! (Mesa's llvmpipe, a CPU adapter), where every sample is the CPU's work:
//! measured under Xvfb at 1280x800 (docs/solver.md, the frame benchmark),
//! four samples took half of each frame's time.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;

/// The samples for a camera on the adapter the game renders with (none
/// known: a graphics card's).
pub fn camera_msaa(adapter: Option<&RenderAdapterInfo>) -> Msaa {
    match adapter {
        Some(info) if info.device_type == wgpu_types::DeviceType::Cpu => Msaa::Off,
        _ => Msaa::Sample4,
    }
}
