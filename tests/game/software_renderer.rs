//! What the game draws less of on a software renderer (a CPU adapter, as
//! Mesa's llvmpipe, where every pixel is the CPU's work): one sample a pixel
//! instead of 4, and the backdrop's gradient without its lights. A graphics
//! card, or no adapter known, keeps the full look.

use bevy::prelude::Msaa;
use bevy::render::renderer::{RenderAdapterInfo, WgpuWrapper};
use water_sort::game::ui::antialias::camera_msaa;
use water_sort::game::ui::backdrop::{BackdropLook, backdrop_look};
use wgpu_types::{AdapterInfo, Backend, DeviceType};

/// An adapter of `device_type`, named as llvmpipe names itself (the name
/// must not matter: the type decides).
fn adapter(device_type: DeviceType) -> RenderAdapterInfo {
    RenderAdapterInfo(WgpuWrapper::new(AdapterInfo {
        name: "llvmpipe (LLVM 15.0.6, 256 bits)".into(),
        vendor: 0x10005,
        device: 0,
        device_type,
        device_pci_bus_id: String::new(),
        driver: "llvmpipe".into(),
        driver_info: "Mesa 22.3.6".into(),
        backend: Backend::Vulkan,
        subgroup_min_size: 8,
        subgroup_max_size: 8,
        transient_saves_memory: false,
    }))
}

const GRAPHICS_CARDS: [DeviceType; 4] = [
    DeviceType::DiscreteGpu,
    DeviceType::IntegratedGpu,
    DeviceType::VirtualGpu,
    DeviceType::Other,
];

#[test]
fn a_cpu_adapter_gets_the_plain_backdrop_and_one_sample() {
    let cpu = adapter(DeviceType::Cpu);
    assert_eq!(backdrop_look(Some(&cpu)), BackdropLook::Plain);
    assert_eq!(camera_msaa(Some(&cpu)), Msaa::Off);
}

#[test]
fn a_graphics_card_or_no_adapter_known_keeps_the_lights_and_four_samples() {
    for device_type in GRAPHICS_CARDS {
        let card = adapter(device_type);
        assert_eq!(
            backdrop_look(Some(&card)),
            BackdropLook::Lit,
            "{device_type:?}"
        );
        assert_eq!(camera_msaa(Some(&card)), Msaa::Sample4, "{device_type:?}");
    }
    assert_eq!(backdrop_look(None), BackdropLook::Lit);
    assert_eq!(camera_msaa(None), Msaa::Sample4);
}
