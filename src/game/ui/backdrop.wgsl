// The camera's picture laid on the window over the backdrop, in one pass:
// the theme's gradient, the soft lights (BACKDROP_LIGHTS: not on a
// software renderer, see backdrop.rs) and a dither of under one step of
// the 8-bit screen, so neither the gradient nor the lights show rings
// (bands). The picture was drawn over transparent: its colours are
// premultiplied by its alpha, so the backdrop shows through by what it
// leaves uncovered.
//
// Kept cheap for a software renderer, where this runs on the CPU for every
// pixel: no branch, no loop, no power. Colours come as sRGB values and are
// mixed as their squares (light, near enough: sRGB is about a power of
// 2.2), so a square root brings them back.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput
#import bevy_render::color_operations::srgb_to_linear

struct Backdrop {
    // The gradient's bottom and top (sRGB).
    bottom: vec4<f32>,
    top: vec4<f32>,
    // The window's size (logical pixels) in xy; the lights shown in z.
    window: vec4<f32>,
    // Per light: centre x, y, radius (logical pixels from the window's
    // centre, y up), strength.
    lights: array<vec4<f32>, 6>,
    // Per light: its colour (sRGB) in xyz.
    tints: array<vec4<f32>, 6>,
};

@group(0) @binding(0) var picture: texture_2d<f32>;
@group(0) @binding(1) var picture_sampler: sampler;
@group(0) @binding(2) var<uniform> backdrop: Backdrop;

// Interleaved gradient noise (Jimenez 2014): in [0, 1), evenly spread.
fn noise(p: vec2<f32>) -> f32 {
    return fract(52.9829189 * fract(dot(p, vec2<f32>(0.06711056, 0.00583715))));
}

@fragment
fn fs_main(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let scene = textureSample(picture, picture_sampler, in.uv);
    let bottom = backdrop.bottom.rgb;
    let top = backdrop.top.rgb;
    // Bottom to top (uv runs down the window).
    var light = mix(bottom * bottom, top * top, 1.0 - in.uv.y);
#ifdef BACKDROP_LIGHTS
    let size = backdrop.window.xy;
    let at = vec2<f32>((in.uv.x - 0.5) * size.x, (0.5 - in.uv.y) * size.y);
    for (var i = 0u; i < 6u; i = i + 1u) {
        let glow = backdrop.lights[i];
        let d = distance(at, glow.xy) / max(glow.z, 1.0);
        // Full at the centre, fading smoothly to nothing at the rim.
        let falloff = smoothstep(1.0, 0.15, d);
        let tint = backdrop.tints[i].xyz;
        light = mix(light, tint * tint, glow.w * falloff);
    }
#endif
    // Triangular noise of +-1 step of the 8-bit sRGB output, per pixel:
    // the quantisation error no longer lines up into rings.
    let p = in.position.xy;
    let n = noise(p) + noise(p + vec2<f32>(17.0, 41.0)) - 1.0;
    let back = max(sqrt(light) + vec3<f32>(n / 255.0), vec3<f32>(0.0));
#ifdef SRGB_TO_LINEAR
    // The picture holds sRGB values, blended in sRGB: laid over the
    // backdrop in those, then made linear for the window.
    return vec4<f32>(srgb_to_linear(scene.rgb + back * (1.0 - scene.a)), 1.0);
#else
    return vec4<f32>(scene.rgb + srgb_to_linear(back) * (1.0 - scene.a), 1.0);
#endif
}
