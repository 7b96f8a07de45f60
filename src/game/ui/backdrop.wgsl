// The backdrop in one pass: the gradient (the quad's vertex colours), the
// soft lights added in the shader (with BACKDROP_LIGHTS: not on a software
// renderer, see backdrop.rs), and a dither of under one step of the
// 8-bit screen, so neither the gradient nor the lights show rings (bands).

#import bevy_sprite::mesh2d_vertex_output::VertexOutput

struct Backdrop {
    // Per light: centre x, y (world), radius (world), strength.
    lights: array<vec4<f32>, 6>,
    // Per light: its colour (linear RGB) in xyz.
    tints: array<vec4<f32>, 6>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> backdrop: Backdrop;

// Interleaved gradient noise (Jimenez 2014): in [0, 1), evenly spread.
fn noise(p: vec2<f32>) -> f32 {
    return fract(52.9829189 * fract(dot(p, vec2<f32>(0.06711056, 0.00583715))));
}

fn to_srgb(c: vec3<f32>) -> vec3<f32> {
    return pow(max(c, vec3<f32>(0.0)), vec3<f32>(1.0 / 2.2));
}

fn to_linear(c: vec3<f32>) -> vec3<f32> {
    return pow(max(c, vec3<f32>(0.0)), vec3<f32>(2.2));
}

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
#ifdef VERTEX_COLORS
    var colour = mesh.color.rgb;
#else
    var colour = vec3<f32>(0.0);
#endif
#ifdef BACKDROP_LIGHTS
    let at = mesh.world_position.xy;
    for (var i = 0u; i < 6u; i = i + 1u) {
        let light = backdrop.lights[i];
        let d = distance(at, light.xy) / max(light.z, 1.0);
        // Full at the centre, fading smoothly to nothing at the rim.
        let falloff = smoothstep(1.0, 0.15, d);
        colour = mix(colour, backdrop.tints[i].xyz, light.w * falloff);
    }
#endif
    // Triangular noise of +-1 step of the 8-bit sRGB output, per pixel:
    // the quantisation error no longer lines up into rings.
    let p = mesh.position.xy;
    let n = noise(p) + noise(p + vec2<f32>(17.0, 41.0)) - 1.0;
    let dithered = to_srgb(colour) + vec3<f32>(n / 255.0);
#ifdef SRGB_OUTPUT
    // The target takes sRGB values (the camera blends in sRGB): the dithered
    // value as it is. Converting it to linear and back, as the linear
    // target needs below, gave the same value for two more powers a
    // channel, which a software renderer pays for at every pixel.
    return vec4<f32>(max(dithered, vec3<f32>(0.0)), 1.0);
#else
    return vec4<f32>(to_linear(dithered), 1.0);
#endif
}
