/**
 * One-off generator of the demo illustrations (the business has no real photographs yet).
 *
 * Each image is an SVG scene: a tiny perspective projector draws the buildings, rooms and furniture
 * (two-point perspective, sun shading, soft cast shadows) and 2D sprites draw skies, hills, palms and
 * planting. Chromium (through Playwright) screenshots every scene to JPEG. Every scene takes a seed, so
 * the output is reproducible and each image differs in composition and colour.
 *
 *   npm run generate --prefix tools/demo-images [-- name-filter]     (from the repository's root)
 *
 * With PREVIEW_DIR=/some/dir it also writes each scene's SVG and a half-size PNG there, for review.
 *
 * Outputs: src/server/db/demo/images/*.jpg (portfolio), src/client/public/images/*, favicon.svg and
 * favicon.png (the default favicon: a browser draws an SVG icon as a whole SVG document on the page's
 * thread while the page loads, a PNG is a plain image decode).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

// The repository this file lives in, wherever it is checked out.
const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO_DIR = path.join(ROOT, 'src/server/db/demo/images');
const PUBLIC_DIR = path.join(ROOT, 'src/client/public');
const PUBLIC_IMAGES = path.join(PUBLIC_DIR, 'images');

// ---------------------------------------------------------------- small helpers

function at<T>(list: readonly T[], index: number): T {
  const value = list[((index % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(list: readonly T[]): T {
    return at(list, Math.floor(this.next() * list.length));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ---------------------------------------------------------------- colour

type Rgb = [number, number, number];

function parseHex(c: string): Rgb {
  const h = c.replace('#', '');
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([lerp(x[0], y[0], t), lerp(x[1], y[1], t), lerp(x[2], y[2], t)]);
}

function mul(a: string, b: string): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

// ---------------------------------------------------------------- vectors

interface Vec {
  x: number;
  y: number;
  z: number;
}

const V = (x: number, y: number, z: number): Vec => ({ x, y, z });
const vAdd = (a: Vec, b: Vec): Vec => V(a.x + b.x, a.y + b.y, a.z + b.z);
const vSub = (a: Vec, b: Vec): Vec => V(a.x - b.x, a.y - b.y, a.z - b.z);
const vMul = (a: Vec, k: number): Vec => V(a.x * k, a.y * k, a.z * k);
const vDot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y + a.z * b.z;
const vNorm = (a: Vec): Vec => vMul(a, 1 / Math.hypot(a.x, a.y, a.z));
const vCenter = (pts: readonly Vec[]): Vec =>
  vMul(
    pts.reduce((s, p) => vAdd(s, p), V(0, 0, 0)),
    1 / pts.length,
  );

// ---------------------------------------------------------------- palettes

interface Palette {
  sky: readonly [string, string, string, string];
  sunColor: string;
  sunGlow: string;
  /** Sun position: fraction of width, height above the horizon as a fraction of the image height. */
  sunAt: readonly [number, number];
  cloud: string;
  cloudOpacity: number;
  hill: string;
  haze: string;
  ground: string;
  light: string;
  shade: string;
  shadow: string;
  shadowOpacity: number;
  /** Unit vector pointing toward the sun (world: x right, y up, z away from the viewer). */
  sunDir: Vec;
  /** 0..1: how strongly windows glow from inside. */
  glow: number;
  foliage: string;
  foliageDark: string;
  trunk: string;
  water: readonly [string, string];
  ocean: string;
}

const PALETTES = {
  daylight: {
    sky: ['#3d7cc2', '#70a6da', '#b4d3ec', '#e8eee9'],
    sunColor: '#fffdf2',
    sunGlow: '#fff4d6',
    sunAt: [0.84, 0.3],
    cloud: '#ffffff',
    cloudOpacity: 0.7,
    hill: '#8a8d6c',
    haze: '#dbe4e4',
    ground: '#b9b08d',
    light: '#fffaf0',
    shade: '#a2abc0',
    shadow: '#26314a',
    shadowOpacity: 0.34,
    sunDir: vNorm(V(0.6, 0.72, -0.45)),
    glow: 0,
    foliage: '#6c8a4b',
    foliageDark: '#415c36',
    trunk: '#8a7259',
    water: ['#6fd0da', '#1f8fab'],
    ocean: '#3f7fa8',
  },
  golden: {
    sky: ['#4a72a6', '#8eadcc', '#efd1a5', '#f5b47c'],
    sunColor: '#fff2cc',
    sunGlow: '#ffce88',
    sunAt: [0.14, 0.13],
    cloud: '#ffe4c6',
    cloudOpacity: 0.55,
    hill: '#8b7a66',
    haze: '#f1cfa4',
    ground: '#b49f7e',
    light: '#ffe2bb',
    shade: '#8e8aa6',
    shadow: '#3a2a3a',
    shadowOpacity: 0.36,
    sunDir: vNorm(V(-0.72, 0.42, -0.55)),
    glow: 0.5,
    foliage: '#6f7f46',
    foliageDark: '#45512f',
    trunk: '#7d6650',
    water: ['#72c9c9', '#2a8c9f'],
    ocean: '#5d86a8',
  },
  sunset: {
    sky: ['#26325b', '#5d5588', '#d9837a', '#f7bb78'],
    sunColor: '#fff0c4',
    sunGlow: '#ffae6e',
    sunAt: [0.2, 0.05],
    cloud: '#f4a58a',
    cloudOpacity: 0.5,
    hill: '#5f5470',
    haze: '#eeab86',
    ground: '#8d7b6e',
    light: '#ffc696',
    shade: '#6c6890',
    shadow: '#2b1f3d',
    shadowOpacity: 0.38,
    sunDir: vNorm(V(-0.78, 0.32, -0.5)),
    glow: 0.85,
    foliage: '#4f5c3e',
    foliageDark: '#2f3a2b',
    trunk: '#5a4640',
    water: ['#5bbfcc', '#1e6f8c'],
    ocean: '#5b5f8c',
  },
  dusk: {
    sky: ['#141c38', '#2b3768', '#79628f', '#e89a72'],
    sunColor: '#ffd9a0',
    sunGlow: '#e98a6a',
    sunAt: [0.76, -0.02],
    cloud: '#8d6d94',
    cloudOpacity: 0.45,
    hill: '#3b3957',
    haze: '#b57a80',
    ground: '#5e5966',
    light: '#cfc4de',
    shade: '#5a5f86',
    shadow: '#141830',
    shadowOpacity: 0.28,
    sunDir: vNorm(V(0.5, 0.5, -0.7)),
    glow: 1,
    foliage: '#3e4b42',
    foliageDark: '#262f2c',
    trunk: '#3c3438',
    water: ['#47d6e6', '#1480a8'],
    ocean: '#3c4670',
  },
  morning: {
    sky: ['#6b9bcf', '#a6c6e2', '#eadbc4', '#f6d2a8'],
    sunColor: '#fffaf0',
    sunGlow: '#ffe2b4',
    sunAt: [0.86, 0.22],
    cloud: '#ffffff',
    cloudOpacity: 0.6,
    hill: '#8e8970',
    haze: '#eee0ca',
    ground: '#b5aa8c',
    light: '#fff1dc',
    shade: '#a1a6bb',
    shadow: '#2c3248',
    shadowOpacity: 0.32,
    sunDir: vNorm(V(0.7, 0.5, -0.5)),
    glow: 0.15,
    foliage: '#6d8950',
    foliageDark: '#445d37',
    trunk: '#857058',
    water: ['#76d0d6', '#2790a8'],
    ocean: '#5b8db3',
  },
} satisfies Record<string, Palette>;

type PaletteName = keyof typeof PALETTES;

// ---------------------------------------------------------------- scene

interface Camera {
  pos: Vec;
  yaw: number;
  f: number;
  cx: number;
  cy: number;
}

interface Frame {
  o: Vec;
  u: Vec;
  v: Vec;
  w: number;
  h: number;
}

type FaceName = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';
type Decal = (s: Scene, fr: Frame) => string;

interface Face {
  pts: Vec[];
  n: Vec;
  color: string;
  name?: FaceName;
  frame?: Frame;
  /** Extra SVG attributes, e.g. an opacity for glass. */
  attrs?: string;
  /** Extra visibility test, given the camera position. */
  visibleIf?: (cam: Vec) => boolean;
}

interface Solid {
  faces: Face[];
  decals?: Partial<Record<FaceName, Decal[]>>;
  shadow?: boolean;
  /** Shift added to the painter's depth key (negative: drawn later). */
  bias?: number;
  flat?: boolean;
}

const fp = (fr: Frame, u: number, v: number): Vec => vAdd(fr.o, vAdd(vMul(fr.u, u), vMul(fr.v, v)));
const frect = (fr: Frame, u0: number, v0: number, u1: number, v1: number): Vec[] => [
  fp(fr, u0, v0),
  fp(fr, u1, v0),
  fp(fr, u1, v1),
  fp(fr, u0, v1),
];

class Scene {
  readonly defs: string[] = [];
  readonly back: string[] = [];
  readonly ground: string[] = [];
  readonly shadows: string[] = [];
  readonly contact: string[] = [];
  readonly items: { depth: number; svg: string }[] = [];
  readonly front: string[] = [];
  private counter = 0;
  /** Flip the finished picture left to right (cheap variety for interiors). */
  mirror = false;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly cam: Camera,
    readonly pal: Palette,
    readonly rnd: Rng,
  ) {
    this.baseDefs();
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  toCam(p: Vec): Vec {
    const d = vSub(p, this.cam.pos);
    const c = Math.cos(this.cam.yaw);
    const s = Math.sin(this.cam.yaw);
    return V(d.x * c - d.z * s, d.y, d.x * s + d.z * c);
  }

  depth(p: Vec): number {
    return this.toCam(p).z;
  }

  proj(p: Vec): [number, number] {
    const c = this.toCam(p);
    const z = Math.max(c.z, 0.05);
    return [this.cam.cx + (this.cam.f * c.x) / z, this.cam.cy - (this.cam.f * c.y) / z];
  }

  /** Pixels per metre at a world point. */
  ppm(p: Vec): number {
    return this.cam.f / Math.max(0.05, this.toCam(p).z);
  }

  /** Projects a polygon after clipping it against the near plane. */
  pts(points: readonly Vec[]): string {
    const near = 0.1;
    const cs = points.map((p) => this.toCam(p));
    const out: Vec[] = [];
    for (let i = 0; i < cs.length; i++) {
      const a = at(cs, i);
      const b = at(cs, i + 1);
      const ain = a.z >= near;
      if (ain) out.push(a);
      if (ain !== b.z >= near) {
        const t = (near - a.z) / (b.z - a.z);
        out.push(V(lerp(a.x, b.x, t), lerp(a.y, b.y, t), near));
      }
    }
    if (out.length < 3) return '';
    return out
      .map(
        (c) => `${r1(this.cam.cx + (this.cam.f * c.x) / c.z)},${r1(this.cam.cy - (this.cam.f * c.y) / c.z)}`,
      )
      .join(' ');
  }

  poly(points: readonly Vec[], fill: string, attrs = ''): string {
    const p = this.pts(points);
    return p ? `<polygon points="${p}" fill="${fill}"${attrs}/>` : '';
  }

  line(a: Vec, b: Vec, color: string, widthM: number, attrs = ''): string {
    const ca = this.toCam(a);
    const cb = this.toCam(b);
    if (ca.z < 0.1 || cb.z < 0.1) return '';
    const [x1, y1] = this.proj(a);
    const [x2, y2] = this.proj(b);
    const wpx = Math.max(0.7, (this.cam.f * widthM) / ((ca.z + cb.z) / 2));
    return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${color}" stroke-width="${r1(wpx)}"${attrs}/>`;
  }

  add(depth: number, svg: string): void {
    if (svg) this.items.push({ depth, svg });
  }

  shadeColor(base: string, n: Vec): string {
    const lambert = Math.max(0, vDot(n, this.pal.sunDir));
    const up = n.y > 0.5 ? 0.25 : n.y < -0.5 ? -0.1 : 0;
    const t = clamp(0.12 + lambert * 0.95 + up);
    return mix(mul(base, this.pal.shade), mul(base, this.pal.light), t);
  }

  addSolid(solid: Solid): void {
    const camPos = this.cam.pos;
    let svg = '';
    let minDepth = Number.POSITIVE_INFINITY;
    for (const face of solid.faces) {
      const first = at(face.pts, 0);
      if (vDot(face.n, vSub(camPos, first)) <= 1e-6) continue;
      if (face.visibleIf && !face.visibleIf(camPos)) continue;
      const col = solid.flat ? face.color : this.shadeColor(face.color, face.n);
      svg += this.poly(
        face.pts,
        col,
        face.attrs ?? ` stroke="${col}" stroke-width="0.8" stroke-linejoin="round"`,
      );
      const decals = face.name ? solid.decals?.[face.name] : undefined;
      if (decals && face.frame) for (const d of decals) svg += d(this, face.frame);
      minDepth = Math.min(minDepth, this.depth(vCenter(face.pts)));
    }
    if (solid.shadow !== false) this.castShadow(solid);
    this.add(minDepth + (solid.bias ?? 0), svg);
  }

  castShadow(solid: Solid): void {
    const sun = this.pal.sunDir;
    const sy = Math.max(0.3, sun.y);
    const flat: [number, number][] = [];
    let minY = Number.POSITIVE_INFINITY;
    for (const f of solid.faces)
      for (const p of f.pts) {
        flat.push([p.x - (sun.x * p.y) / sy, p.z - (sun.z * p.y) / sy]);
        flat.push([p.x, p.z]);
        minY = Math.min(minY, p.y);
      }
    const hull = convexHull(flat);
    this.shadows.push(
      this.poly(
        hull.map(([x, z]) => V(x, 0.01, z)),
        'inherit',
      ),
    );
    if (minY < 0.05) {
      const base = convexHull(
        solid.faces.flatMap((f) => f.pts.filter((p) => p.y < 0.05).map((p): [number, number] => [p.x, p.z])),
      );
      if (base.length > 2)
        this.contact.push(
          this.poly(
            base.map(([x, z]) => V(x, 0.01, z)),
            'inherit',
          ),
        );
    }
  }

  sprite(base: Vec, heightM: number, draw: (x: number, y: number, hPx: number) => string, bias = 0): void {
    const [x, y] = this.proj(base);
    const hPx = this.ppm(base) * heightM;
    if (this.depth(base) < 0.3) return;
    this.add(this.depth(base) + bias, draw(x, y, hPx));
  }

  private baseDefs(): void {
    const p = this.pal;
    const g = p.glow;
    const dayTop = mix(p.sky[0], '#1b2330', 0.42);
    const dayMid = mix(p.sky[2], '#2c3744', 0.3);
    const dayBot = mix(p.sky[1], '#131921', 0.62);
    const glowTop = mix(dayTop, '#ffe6b3', clamp(g * 1.2));
    const glowMid = mix(dayMid, '#ffc985', clamp(g * 1.2));
    const glowBot = mix(dayBot, '#d88e4e', clamp(g * 1.2));
    this.defs.push(
      `<linearGradient id="gGlass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dayTop}"/><stop offset="0.55" stop-color="${dayMid}"/><stop offset="1" stop-color="${dayBot}"/></linearGradient>`,
      `<linearGradient id="gGlow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glowTop}"/><stop offset="0.6" stop-color="${glowMid}"/><stop offset="1" stop-color="${glowBot}"/></linearGradient>`,
      `<linearGradient id="gUnder" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.shadow}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.shadow}" stop-opacity="0"/></linearGradient>`,
      `<linearGradient id="gWater" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[1]}"/><stop offset="1" stop-color="${p.water[0]}"/></linearGradient>`,
      `<radialGradient id="gWash" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#ffe2a8" stop-opacity="0.45"/><stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="gPool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd699" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd699" stop-opacity="0"/></radialGradient>`,
      '<filter id="fSoft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3.5"/></filter>',
      '<filter id="fContact" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="6"/></filter>',
      '<filter id="fBlur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>',
      '<filter id="fCloud" x="-30%" y="-80%" width="160%" height="260%"><feGaussianBlur stdDeviation="9"/></filter>',
    );
  }

  render(): string {
    const items = [...this.items].sort((a, b) => b.depth - a.depth).map((i) => i.svg);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">`,
      `<defs>${this.defs.join('')}</defs>`,
      ...this.back,
      ...this.ground,
      `<g filter="url(#fContact)" opacity="${this.pal.shadowOpacity * 0.9}" fill="${this.pal.shadow}">${this.contact.join('')}</g>`,
      `<g filter="url(#fSoft)" opacity="${this.pal.shadowOpacity}" fill="${this.pal.shadow}">${this.shadows.join('')}</g>`,
      ...items,
      ...this.front,
      '</svg>',
    ]
      .join('\n')
      .replace(/^(<svg[^>]*>\n<defs>[\s\S]*?<\/defs>)([\s\S]*)<\/svg>$/, (_m, head: string, body: string) =>
        this.mirror
          ? `${head}<g transform="translate(${this.w},0) scale(-1,1)">${body}</g></svg>`
          : `${head}${body}</svg>`,
      );
  }
}

function convexHull(points: [number, number][]): [number, number][] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: [number, number], a: [number, number], b: [number, number]): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(at(lower, -2), at(lower, -1), p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(at(upper, -2), at(upper, -1), p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

// ---------------------------------------------------------------- solids

interface Rect {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

/** The parts of `outer` not covered by `hole` (all axis-aligned, in the x-z plane). */
function rectMinus(outer: Rect, hole: Rect): (Rect & { side?: 'front' | 'back' | 'left' | 'right' })[] {
  const zi0 = clamp(hole.z0, outer.z0, outer.z1);
  const zi1 = clamp(hole.z1, outer.z0, outer.z1);
  const xi0 = clamp(hole.x0, outer.x0, outer.x1);
  const xi1 = clamp(hole.x1, outer.x0, outer.x1);
  if (zi1 <= zi0 || xi1 <= xi0) return [outer];
  const out: (Rect & { side: 'front' | 'back' | 'left' | 'right' })[] = [
    { x0: outer.x0, x1: outer.x1, z0: outer.z0, z1: zi0, side: 'front' },
    { x0: outer.x0, x1: outer.x1, z0: zi1, z1: outer.z1, side: 'back' },
    { x0: outer.x0, x1: xi0, z0: zi0, z1: zi1, side: 'left' },
    { x0: xi1, x1: outer.x1, z0: zi0, z1: zi1, side: 'right' },
  ];
  return out.filter((r) => r.x1 - r.x0 > 0.01 && r.z1 - r.z0 > 0.01);
}

/**
 * Underside faces at height y for the parts of `outer` outside `hole`. A band beside the hole is only drawn
 * when the viewer stands on that side: otherwise the body under the hole hides it.
 */
function soffits(outer: Rect, hole: Rect | undefined, y: number, color: string): Face[] {
  const parts = hole ? rectMinus(outer, hole) : [outer];
  return parts.map((u) => {
    const side = 'side' in u ? u.side : undefined;
    const visibleIf =
      hole && side
        ? (c: Vec): boolean =>
            side === 'front'
              ? c.z < hole.z0
              : side === 'back'
                ? c.z > hole.z1
                : side === 'left'
                  ? c.x < hole.x0
                  : c.x > hole.x1
        : undefined;
    return {
      name: 'bottom' as const,
      n: V(0, -1, 0),
      color,
      pts: [V(u.x0, y, u.z0), V(u.x0, y, u.z1), V(u.x1, y, u.z1), V(u.x1, y, u.z0)],
      visibleIf,
    };
  });
}

interface BoxOpts {
  top?: string;
  bottom?: string;
  /** Part of the underside hidden by whatever the box rests on: only the rest (the soffit) is drawn. */
  hole?: Rect;
  decals?: Partial<Record<FaceName, Decal[]>>;
  shadow?: boolean;
  bias?: number;
}

function box(
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  color: string,
  o: BoxOpts = {},
): Solid {
  const P = (x: number, y: number, z: number): Vec => V(x, y, z);
  const X = V(1, 0, 0);
  const Y = V(0, 1, 0);
  const Z = V(0, 0, 1);
  const faces: Face[] = [
    {
      name: 'front',
      n: V(0, 0, -1),
      color,
      pts: [P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)],
      frame: { o: P(x0, y0, z0), u: X, v: Y, w: x1 - x0, h: y1 - y0 },
    },
    {
      name: 'back',
      n: V(0, 0, 1),
      color,
      pts: [P(x1, y0, z1), P(x0, y0, z1), P(x0, y1, z1), P(x1, y1, z1)],
      frame: { o: P(x1, y0, z1), u: vMul(X, -1), v: Y, w: x1 - x0, h: y1 - y0 },
    },
    {
      name: 'left',
      n: V(-1, 0, 0),
      color,
      pts: [P(x0, y0, z1), P(x0, y0, z0), P(x0, y1, z0), P(x0, y1, z1)],
      frame: { o: P(x0, y0, z1), u: vMul(Z, -1), v: Y, w: z1 - z0, h: y1 - y0 },
    },
    {
      name: 'right',
      n: V(1, 0, 0),
      color,
      pts: [P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)],
      frame: { o: P(x1, y0, z0), u: Z, v: Y, w: z1 - z0, h: y1 - y0 },
    },
    {
      name: 'top',
      n: V(0, 1, 0),
      color: o.top ?? color,
      pts: [P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)],
      frame: { o: P(x0, y1, z0), u: X, v: Z, w: x1 - x0, h: z1 - z0 },
    },
  ];
  faces.push(...soffits({ x0, x1, z0, z1 }, o.hole, y0, o.bottom ?? darken(color, 0.12)));
  return { faces, decals: o.decals, shadow: o.shadow, bias: o.bias };
}

/** Gable roof over [x0,x1]x[z0,z1] with its ridge running along x. */
function gableRoof(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  eave: number,
  rise: number,
  color: string,
  gableColor: string,
  o: { seams?: boolean; overhang?: number } = {},
): Solid {
  const oh = o.overhang ?? 0.5;
  const zm = (z0 + z1) / 2;
  const a = V(x0 - oh, eave, z0 - oh);
  const b = V(x1 + oh, eave, z0 - oh);
  const c = V(x1 + oh, eave + rise, zm);
  const d = V(x0 - oh, eave + rise, zm);
  const e = V(x0 - oh, eave, z1 + oh);
  const f = V(x1 + oh, eave, z1 + oh);
  const slope = rise / (zm - (z0 - oh));
  const nFront = vNorm(V(0, 1, -slope));
  const nBack = vNorm(V(0, 1, slope));
  const faces: Face[] = [
    {
      name: 'front',
      n: nFront,
      color,
      pts: [a, b, c, d],
      frame: {
        o: a,
        u: V(1, 0, 0),
        v: vNorm(vSub(d, a)),
        w: x1 - x0 + oh * 2,
        h: Math.hypot(rise, zm - a.z),
      },
    },
    { name: 'back', n: nBack, color, pts: [f, e, d, c] },
    { name: 'left', n: V(-1, 0, 0), color: gableColor, pts: [e, a, d] },
    { name: 'right', n: V(1, 0, 0), color: gableColor, pts: [b, f, c] },
  ];
  faces.push(
    ...soffits({ x0: a.x, x1: b.x, z0: a.z, z1: e.z }, { x0, x1, z0, z1 }, eave, darken(color, 0.3)),
  );
  const decals: Partial<Record<FaceName, Decal[]>> = {};
  if (o.seams !== false) {
    decals.front = [
      (s, fr) => {
        let out = '';
        const stroke = darken(s.shadeColor(color, nFront), 0.25);
        for (let u = 0.45; u < fr.w; u += 0.45) out += s.line(fp(fr, u, 0), fp(fr, u, fr.h), stroke, 0.025);
        out += s.line(fp(fr, 0, 0.02), fp(fr, fr.w, 0.02), darken(color, 0.4), 0.08);
        return out;
      },
    ];
  }
  return { faces, decals, bias: -0.2 };
}

/** Gable roof over [x0,x1]x[z0,z1] with its ridge running along z, so the gable faces the viewer. */
function gableRoofZ(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  eave: number,
  rise: number,
  color: string,
  gableColor: string,
  trim: string,
  overhang = 0.4,
): Solid {
  const oh = overhang;
  const xm = (x0 + x1) / 2;
  const a = V(x0 - oh, eave, z0 - oh);
  const b = V(x1 + oh, eave, z0 - oh);
  const c = V(xm, eave + rise, z0 - oh);
  const a2 = V(x0 - oh, eave, z1 + oh);
  const b2 = V(x1 + oh, eave, z1 + oh);
  const c2 = V(xm, eave + rise, z1 + oh);
  const slope = rise / (xm - a.x);
  const faces: Face[] = [
    {
      name: 'front',
      n: V(0, 0, -1),
      color: gableColor,
      pts: [a, b, c],
      frame: { o: a, u: V(1, 0, 0), v: V(0, 1, 0), w: b.x - a.x, h: rise },
    },
    { n: V(0, 0, 1), color: gableColor, pts: [b2, a2, c2] },
    { n: vNorm(V(-slope, 1, 0)), color, pts: [a2, a, c, c2] },
    { n: vNorm(V(slope, 1, 0)), color, pts: [b, b2, c2, c] },
  ];
  faces.push(
    ...soffits({ x0: a.x, x1: b.x, z0: a.z, z1: a2.z }, { x0, x1, z0, z1 }, eave, darken(color, 0.3)),
  );
  const rake: Decal = (s, fr) => {
    let out = slats(0.25, darken(gableColor, 0.35), 0.35)(s, fr);
    const inset = (p: Vec): Vec => V(p.x, p.y, p.z - 0.02);
    out += s.line(inset(a), inset(c), trim, 0.22) + s.line(inset(c), inset(b), trim, 0.22);
    out += s.line(inset(V(a.x + 0.3, eave + 0.1, a.z)), inset(V(b.x - 0.3, eave + 0.1, a.z)), trim, 0.16);
    return out;
  };
  return { faces, decals: { front: [rake] }, bias: -0.25 };
}

// ---------------------------------------------------------------- decals

interface GlassOpts {
  cols?: number;
  rows?: number;
  frame?: string;
  frameW?: number;
  furniture?: boolean;
  noGlow?: boolean;
  spill?: boolean;
}

function glass(u0: number, v0: number, u1: number, v1: number, o: GlassOpts = {}): Decal {
  return (s, fr) => {
    const pal = s.pal;
    const width = u1 - u0;
    const height = v1 - v0;
    const cols = o.cols ?? Math.max(1, Math.round(width / 1.7));
    const rows = o.rows ?? 1;
    const frameCol = o.frame ?? '#2a2b2e';
    const glowing = pal.glow > 0.3 && !o.noGlow;
    let out = s.poly(frect(fr, u0, v0, u1, v1), `url(#${glowing ? 'gGlow' : 'gGlass'})`);
    const seed = Math.floor(Math.abs(fr.o.x * 13 + fr.o.z * 7 + u0 * 31 + v0 * 17));
    const r = new Rng(seed);
    if (glowing) {
      if ((o.furniture ?? true) && height > 2 && width > 2.4) {
        const sofaW = Math.min(2.6, width * 0.45);
        const su = u0 + r.range(0.3, Math.max(0.35, width - sofaW - 0.3));
        const dark = mix('#5a3520', pal.sky[0], 0.3);
        out += s.poly(frect(fr, su, v0, su + sofaW, v0 + 0.75), dark, ' opacity="0.45"');
        out += s.poly(frect(fr, su - 0.1, v0, su + 0.25, v0 + 0.55), dark, ' opacity="0.45"');
        const lu = su + sofaW + 0.5;
        if (lu < u1 - 0.4) {
          out += s.line(fp(fr, lu, v0), fp(fr, lu, v0 + 1.3), dark, 0.03, ' opacity="0.5"');
          out += s.poly(frect(fr, lu - 0.2, v0 + 1.3, lu + 0.2, v0 + 1.65), '#fff2d2', ' opacity="0.9"');
        }
      }
      for (let i = 0; i < cols; i++) {
        const cu = u0 + (width * (i + 0.5)) / cols;
        const [x, y] = s.proj(fp(fr, cu, v1 - 0.12));
        const rr = Math.max(1.2, s.ppm(fp(fr, cu, v1)) * 0.07);
        out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rr * 1.6)}" ry="${r1(rr * 0.7)}" fill="#fffbe8"/>`;
      }
      if ((o.spill ?? true) && v0 < 0.3) {
        const nOut = V(
          fr.v.y * fr.u.z - fr.v.z * fr.u.y,
          fr.v.z * fr.u.x - fr.v.x * fr.u.z,
          fr.v.x * fr.u.y - fr.v.y * fr.u.x,
        );
        const a = fp(fr, u0, 0);
        const b = fp(fr, u1, 0);
        const reach = vMul(nOut, 2.6);
        s.ground.push(
          s.poly(
            [a, b, vAdd(b, reach), vAdd(a, reach)],
            '#ffcf8a',
            ` opacity="${r1(0.35 * pal.glow)}" filter="url(#fSoft)"`,
          ),
        );
      }
    } else {
      const slant = Math.min(height * 0.35, width * 0.25);
      for (const [start, sw] of [
        [0.3, 0.16],
        [0.55, 0.06],
      ] as const) {
        const a = u0 + slant + width * start * 0.7;
        const wv = Math.min(width * sw, u1 - a);
        if (wv > 0.05)
          out += s.poly(
            [fp(fr, a, v1), fp(fr, a + wv, v1), fp(fr, a + wv - slant, v0), fp(fr, a - slant, v0)],
            '#ffffff',
            ' opacity="0.1"',
          );
      }
    }
    const mid = fp(fr, (u0 + u1) / 2, (v0 + v1) / 2);
    const fw = o.frameW ?? 0.06;
    for (let i = 1; i < cols; i++) {
      const u = u0 + (width * i) / cols;
      out += s.line(fp(fr, u, v0), fp(fr, u, v1), frameCol, fw);
    }
    for (let j = 1; j < rows; j++) {
      const v = v0 + (height * j) / rows;
      out += s.line(fp(fr, u0, v), fp(fr, u1, v), frameCol, fw);
    }
    const sw = Math.max(0.8, s.ppm(mid) * fw * 1.3);
    out += `<polygon points="${s.pts(frect(fr, u0, v0, u1, v1))}" fill="none" stroke="${frameCol}" stroke-width="${r1(sw)}"/>`;
    return out;
  };
}

function panel(u0: number, v0: number, u1: number, v1: number, color: string, attrs = ''): Decal {
  return (s, fr) => s.poly(frect(fr, u0, v0, u1, v1), color, attrs);
}

function underShadow(top: number, depthM: number): Decal {
  return (s, fr) => s.poly(frect(fr, 0, top - depthM, fr.w, top), 'url(#gUnder)');
}

function slats(
  spacing: number,
  color: string,
  opacity = 0.35,
  u0 = 0,
  u1?: number,
  v0 = 0,
  v1?: number,
): Decal {
  return (s, fr) => {
    let out = '';
    const end = u1 ?? fr.w;
    const top = v1 ?? fr.h;
    for (let u = u0 + spacing; u < end - 0.01; u += spacing)
      out += s.line(fp(fr, u, v0), fp(fr, u, top), color, 0.018, ` opacity="${opacity}"`);
    return out;
  };
}

function courses(spacing: number, color: string, opacity = 0.3, v0 = 0, v1?: number): Decal {
  return (s, fr) => {
    let out = '';
    const top = v1 ?? fr.h;
    for (let v = v0 + spacing; v < top - 0.01; v += spacing)
      out += s.line(fp(fr, 0, v), fp(fr, fr.w, v), color, 0.018, ` opacity="${opacity}"`);
    return out;
  };
}

function stone(base: string, v1?: number): Decal {
  return (s, fr) => {
    const r = new Rng(Math.floor(Math.abs(fr.o.x * 11 + fr.o.z * 5)) + 7);
    let out = '';
    const top = v1 ?? fr.h;
    let v = 0;
    while (v < top - 0.05) {
      const hgt = Math.min(top - v, r.range(0.22, 0.42));
      let u = 0;
      while (u < fr.w - 0.05) {
        const len = Math.min(fr.w - u, r.range(0.35, 1.1));
        const tone = r.chance(0.5) ? lighten(base, r.range(0.05, 0.2)) : darken(base, r.range(0.04, 0.16));
        out += s.poly(frect(fr, u, v, u + len, v + hgt), s.shadeColor(tone, V(0, 0, -1)), ' opacity="0.55"');
        u += len;
      }
      v += hgt;
    }
    return out + courses(0.32, darken(base, 0.45), 0.25, 0, top)(s, fr);
  };
}

function wallWash(u0: number, u1: number, top: number, step = 2.2): Decal {
  return (s, fr) => {
    if (s.pal.glow < 0.7) return '';
    let out = '';
    for (let u = u0 + step / 2; u < u1; u += step) {
      const p = fp(fr, u, top);
      const [x, y] = s.proj(p);
      const k = s.ppm(p);
      out += `<ellipse cx="${r1(x)}" cy="${r1(y + k * 1.4)}" rx="${r1(k * 0.45)}" ry="${r1(k * 1.4)}" fill="url(#gWash)"/>`;
      out += `<ellipse cx="${r1(x)}" cy="${r1(y - k * 0.02)}" rx="${r1(k * 0.08)}" ry="${r1(k * 0.03)}" fill="#fffbe6"/>`;
    }
    return out;
  };
}

// ---------------------------------------------------------------- 2D sprites

interface PlantColors {
  light: string;
  dark: string;
  trunk: string;
}

function plantColors(pal: Palette, silhouette = 0): PlantColors {
  const sil = mix(pal.sky[0], '#1a1520', 0.5);
  return {
    light: mix(pal.foliage, sil, silhouette),
    dark: mix(pal.foliageDark, sil, silhouette),
    trunk: mix(pal.trunk, sil, silhouette),
  };
}

function palmSvg(x: number, y: number, h: number, r: Rng, c: PlantColors): string {
  const lean = r.range(-0.1, 0.1);
  const tx = x + lean * h;
  const ty = y - h;
  const bw = Math.max(1.1, h * 0.021);
  const tw = Math.max(0.8, h * 0.014);
  const qx = x + lean * h * 0.25 + r.range(-0.03, 0.03) * h;
  const qy = y - h * 0.55;
  let out = `<path d="M${r1(x - bw)},${r1(y)} Q${r1(qx - bw * 0.85)},${r1(qy)} ${r1(tx - tw)},${r1(ty)} L${r1(tx + tw)},${r1(ty)} Q${r1(qx + bw * 0.85)},${r1(qy)} ${r1(x + bw)},${r1(y)} Z" fill="${c.trunk}"/>`;
  out += `<path d="M${r1(x + bw * 0.2)},${r1(y)} Q${r1(qx + bw * 0.5)},${r1(qy)} ${r1(tx + tw * 0.3)},${r1(ty)} L${r1(tx + tw)},${r1(ty)} Q${r1(qx + bw * 0.85)},${r1(qy)} ${r1(x + bw)},${r1(y)} Z" fill="#000" opacity="0.18"/>`;
  const sk = h * 0.075;
  const sw = h * 0.032;
  out += `<path d="M${r1(tx - sw)},${r1(ty)} L${r1(tx + sw)},${r1(ty)} L${r1(tx + sw * 0.75)},${r1(ty + sk)} Q${r1(tx)},${r1(ty + sk * 1.25)} ${r1(tx - sw * 0.75)},${r1(ty + sk)} Z" fill="${darken(mix(c.trunk, '#8a6a3a', 0.3), 0.15)}"/>`;
  const n = r.int(12, 16);
  const base = h * r.range(0.15, 0.19);
  let leaflets = '';
  const fronds: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = -Math.PI - 0.55 + ((Math.PI + 1.1) * (i + r.range(-0.35, 0.35))) / (n - 1);
    const len = base * r.range(0.8, 1.15);
    const droop = len * (0.25 + 0.35 * Math.abs(Math.cos(a)));
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len + droop;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.1;
    const px = -Math.sin(a);
    const py = Math.cos(a);
    const wdt = len * 0.1;
    const col = r.chance(0.4) ? c.dark : c.light;
    fronds.push(
      `<path d="M${r1(tx)},${r1(ty)} Q${r1(mx + px * wdt)},${r1(my + py * wdt)} ${r1(ex)},${r1(ey)} Q${r1(mx - px * wdt)},${r1(my - py * wdt)} ${r1(tx)},${r1(ty)} Z" fill="${col}"/>`,
    );
    if (h > 160) {
      for (let t = 0.18; t < 0.96; t += 0.09) {
        const bx = (1 - t) * (1 - t) * tx + 2 * (1 - t) * t * mx + t * t * ex;
        const by = (1 - t) * (1 - t) * ty + 2 * (1 - t) * t * my + t * t * ey;
        const ll = wdt * 2.2 * (1 - t * 0.6);
        for (const sgn of [1, -1])
          leaflets += `M${r1(bx)},${r1(by)} l${r1(px * ll * sgn + Math.cos(a) * ll * 0.3)},${r1(py * ll * sgn + ll * 0.55)}`;
      }
    }
  }
  out += fronds.join('');
  if (leaflets)
    out += `<path d="${leaflets}" stroke="${c.light}" stroke-width="${r1(Math.max(0.7, h * 0.0035))}" fill="none" stroke-linecap="round"/>`;
  return out;
}

function treeSvg(
  x: number,
  y: number,
  h: number,
  r: Rng,
  c: PlantColors,
  kind: 'round' | 'olive' = 'round',
): string {
  const olive = kind === 'olive';
  const light = olive ? mix(c.light, '#a9b394', 0.45) : c.light;
  const dark = olive ? mix(c.dark, '#6c7659', 0.4) : c.dark;
  const tw = Math.max(1.2, h * (olive ? 0.035 : 0.03));
  const cy = y - h * 0.62;
  const R = h * (olive ? 0.34 : 0.3);
  let out = '';
  const trunks = olive ? 2 : 1;
  for (let i = 0; i < trunks; i++) {
    const dx = (i - (trunks - 1) / 2) * tw * 2.2 + r.range(-0.3, 0.3) * tw;
    out += `<path d="M${r1(x + dx - tw)},${r1(y)} Q${r1(x + dx * 2.5)},${r1(y - h * 0.3)} ${r1(x + dx * 2 - tw * 0.4)},${r1(cy + R * 0.3)} L${r1(x + dx * 2 + tw * 0.4)},${r1(cy + R * 0.3)} Q${r1(x + dx * 2.5 + tw)},${r1(y - h * 0.3)} ${r1(x + dx + tw)},${r1(y)} Z" fill="${c.trunk}"/>`;
  }
  const blobs = olive ? 11 : 9;
  for (let i = 0; i < blobs; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0, R * 0.62);
    const rr = R * r.range(0.34, 0.52);
    out += `<ellipse cx="${r1(x + Math.cos(a) * d * 1.2)}" cy="${r1(cy + Math.sin(a) * d * 0.75 + R * 0.1)}" rx="${r1(rr * 1.1)}" ry="${r1(rr * 0.9)}" fill="${dark}"/>`;
  }
  for (let i = 0; i < blobs - 3; i++) {
    const a = r.range(Math.PI * 0.9, Math.PI * 1.9);
    const d = r.range(R * 0.1, R * 0.55);
    const rr = R * r.range(0.24, 0.4);
    out += `<ellipse cx="${r1(x + Math.cos(a) * d * 1.1)}" cy="${r1(cy + Math.sin(a) * d * 0.7)}" rx="${r1(rr * 1.1)}" ry="${r1(rr * 0.85)}" fill="${light}"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const rr = R * r.range(0.1, 0.18);
    out += `<ellipse cx="${r1(x + r.range(-0.6, 0.2) * R)}" cy="${r1(cy - r.range(0.2, 0.6) * R)}" rx="${r1(rr * 1.2)}" ry="${r1(rr)}" fill="${lighten(light, 0.15)}" opacity="0.8"/>`;
  }
  return out;
}

function cypressSvg(x: number, y: number, h: number, c: PlantColors): string {
  const w = h * 0.075;
  return (
    `<path d="M${r1(x)},${r1(y - h)} Q${r1(x + w * 1.25)},${r1(y - h * 0.55)} ${r1(x + w * 0.55)},${r1(y)} L${r1(x - w * 0.55)},${r1(y)} Q${r1(x - w * 1.25)},${r1(y - h * 0.55)} ${r1(x)},${r1(y - h)} Z" fill="${c.dark}"/>` +
    `<path d="M${r1(x)},${r1(y - h)} Q${r1(x - w * 1.25)},${r1(y - h * 0.55)} ${r1(x - w * 0.55)},${r1(y)} L${r1(x - w * 0.1)},${r1(y)} Q${r1(x - w * 0.5)},${r1(y - h * 0.55)} ${r1(x)},${r1(y - h)} Z" fill="${c.light}" opacity="0.7"/>`
  );
}

function shrubSvg(x: number, y: number, h: number, r: Rng, c: PlantColors, flowers?: string): string {
  let out = '';
  const n = r.int(3, 5);
  for (let i = 0; i < n; i++) {
    const dx = (i - (n - 1) / 2) * h * 0.55 + r.range(-0.15, 0.15) * h;
    const rr = h * r.range(0.45, 0.65);
    out += `<ellipse cx="${r1(x + dx)}" cy="${r1(y - rr * 0.7)}" rx="${r1(rr)}" ry="${r1(rr * 0.75)}" fill="${c.dark}"/>`;
    out += `<ellipse cx="${r1(x + dx - rr * 0.2)}" cy="${r1(y - rr * 0.95)}" rx="${r1(rr * 0.6)}" ry="${r1(rr * 0.42)}" fill="${c.light}"/>`;
    if (flowers)
      for (let k = 0; k < 4; k++)
        out += `<circle cx="${r1(x + dx + r.range(-0.6, 0.6) * rr)}" cy="${r1(y - rr * r.range(0.5, 1.2))}" r="${r1(Math.max(0.8, h * 0.05))}" fill="${flowers}"/>`;
  }
  return out;
}

function agaveSvg(x: number, y: number, h: number, r: Rng, tone: string): string {
  let out = '';
  const n = r.int(8, 11);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI + 0.25 + ((Math.PI - 0.5) * i) / (n - 1) + r.range(-0.08, 0.08);
    const len = h * (1 - Math.abs(a + Math.PI / 2) * 0.28) * r.range(0.85, 1.05);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const w = h * 0.09;
    const px = -Math.sin(a) * w;
    const py = Math.cos(a) * w;
    const col = i % 2 ? tone : darken(tone, 0.18);
    out += `<path d="M${r1(x + px)},${r1(y + py)} L${r1(ex)},${r1(ey)} L${r1(x - px)},${r1(y - py)} Z" fill="${col}"/>`;
  }
  return out;
}

function grassSvg(x: number, y: number, h: number, r: Rng, tone: string): string {
  let d = '';
  for (let i = 0; i < 18; i++) {
    const a = -Math.PI / 2 + r.range(-1.05, 1.05);
    const len = h * r.range(0.7, 1.1);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len * 0.9;
    d += `M${r1(x + r.range(-0.1, 0.1) * h)},${r1(y)} Q${r1(x + Math.cos(a) * len * 0.4)},${r1(y - len * 0.75)} ${r1(ex)},${r1(ey)}`;
  }
  return `<path d="${d}" stroke="${tone}" stroke-width="${r1(Math.max(0.8, h * 0.035))}" fill="none" stroke-linecap="round"/>`;
}

function burntTreeSvg(x: number, y: number, h: number, r: Rng, color: string): string {
  let d = '';
  const branch = (bx: number, by: number, a: number, len: number, depth: number): void => {
    const ex = bx + Math.cos(a) * len;
    const ey = by + Math.sin(a) * len;
    d += `M${r1(bx)},${r1(by)} L${r1(ex)},${r1(ey)}`;
    if (depth <= 0) return;
    const kids = r.int(2, 3);
    for (let i = 0; i < kids; i++)
      branch(ex, ey, a + r.range(-0.65, 0.65), len * r.range(0.55, 0.75), depth - 1);
  };
  branch(x, y, -Math.PI / 2 + r.range(-0.08, 0.08), h * 0.38, 4);
  return `<path d="${d}" stroke="${color}" stroke-width="${r1(Math.max(0.8, h * 0.018))}" stroke-linecap="round" fill="none"/><path d="M${r1(x - h * 0.025)},${r1(y)} L${r1(x)},${r1(y - h * 0.4)} L${r1(x + h * 0.025)},${r1(y)} Z" fill="${color}"/>`;
}

// ---------------------------------------------------------------- backdrops

function smoothNoise(vals: readonly number[], t: number): number {
  const i = Math.floor(t);
  const f = t - i;
  const k = (1 - Math.cos(f * Math.PI)) / 2;
  return lerp(at(vals, i), at(vals, i + 1), k);
}

function ridge(
  s: Scene,
  baseY: number,
  amp: number,
  wavelength: number,
  rough: number,
  color: string,
): { path: string; yAt: (x: number) => number } {
  const r = s.rnd;
  const v1 = Array.from({ length: 64 }, () => r.next());
  const v2 = Array.from({ length: 192 }, () => r.next());
  const yAt = (x: number): number => {
    const f1 = smoothNoise(v1, (x + 40) / wavelength);
    const f2 = smoothNoise(v2, (x + 40) / (wavelength / 3.3));
    return baseY - amp * (0.2 + 0.8 * (f1 * (1 - rough) + f2 * rough));
  };
  const pts: string[] = [];
  for (let x = -10; x <= s.w + 10; x += 6) pts.push(`${x},${r1(yAt(x))}`);
  return {
    path: `<path d="M-10,${r1(baseY + 3)} L${pts.join(' L')} L${s.w + 10},${r1(baseY + 3)} Z" fill="${color}"/>`,
    yAt,
  };
}

interface SkyOpts {
  clouds?: number;
  sun?: boolean;
}

function sky(s: Scene, o: SkyOpts = {}): void {
  const p = s.pal;
  const hz = s.cam.cy;
  const id = s.id('sky');
  s.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.45" stop-color="${p.sky[1]}"/><stop offset="0.8" stop-color="${p.sky[2]}"/><stop offset="1" stop-color="${p.sky[3]}"/></linearGradient>`,
  );
  s.back.push(`<rect x="0" y="0" width="${s.w}" height="${r1(hz + 4)}" fill="url(#${id})"/>`);
  const sx = s.w * p.sunAt[0];
  const sy = hz - s.h * p.sunAt[1];
  if (o.sun !== false) {
    const gid = s.id('sun');
    s.defs.push(
      `<radialGradient id="${gid}"><stop offset="0" stop-color="${p.sunGlow}" stop-opacity="0.85"/><stop offset="0.25" stop-color="${p.sunGlow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sunGlow}" stop-opacity="0"/></radialGradient>`,
    );
    s.back.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(s.h * 0.45)}" fill="url(#${gid})"/>`);
    s.back.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(s.h * 0.035)}" fill="${p.sunColor}"/>`);
  }
  const n = o.clouds ?? s.rnd.int(3, 6);
  let clouds = '';
  for (let i = 0; i < n; i++) {
    const cx = s.rnd.range(-0.1, 1.1) * s.w;
    const cy = s.rnd.range(0.12, 0.75) * hz;
    const len = s.rnd.range(0.12, 0.3) * s.w;
    const parts = s.rnd.int(3, 6);
    for (let k = 0; k < parts; k++) {
      const px = cx + s.rnd.range(-0.5, 0.5) * len;
      const rw = len * s.rnd.range(0.2, 0.45);
      const rh = rw * s.rnd.range(0.12, 0.28) * (cy < hz * 0.5 ? 1 : 0.7);
      clouds += `<ellipse cx="${r1(px)}" cy="${r1(cy + s.rnd.range(-0.5, 0.5) * rh)}" rx="${r1(rw)}" ry="${r1(rh)}"/>`;
    }
  }
  s.back.push(`<g fill="${p.cloud}" opacity="${p.cloudOpacity}" filter="url(#fCloud)">${clouds}</g>`);
}

function hills(
  s: Scene,
  o: { layers?: number; amp?: number; trees?: boolean; mountains?: boolean; burnt?: boolean } = {},
): void {
  const p = s.pal;
  const hz = s.cam.cy;
  const amp = (o.amp ?? 1) * s.h;
  const hill = o.burnt ? mix(p.hill, '#6d5a4a', 0.45) : p.hill;
  if (o.mountains) {
    const m = ridge(s, hz + 2, amp * 0.36, s.w * 0.22, 0.42, mix(hill, p.haze, 0.62));
    s.back.push(m.path);
    const hl = s.id('mtn');
    s.defs.push(
      `<linearGradient id="${hl}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(p.haze, 0.2)}" stop-opacity="0.25"/><stop offset="1" stop-color="${p.haze}" stop-opacity="0.55"/></linearGradient>`,
    );
    s.back.push(m.path.replace(/fill="[^"]*"/, `fill="url(#${hl})"`));
  }
  const layers = o.layers ?? 3;
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 0.3 : 0.6 - (0.45 * i) / (layers - 1);
    const a = amp * (0.14 - i * 0.035);
    const col = mix(hill, p.haze, t);
    const rg = ridge(s, hz + 2, a, s.w * (0.35 - i * 0.08), 0.25 + i * 0.1, col);
    s.back.push(rg.path);
    if (o.burnt && i === layers - 1) {
      let patches = '';
      for (let k = 0; k < 14; k++) {
        const x = s.rnd.range(0, s.w);
        const y = lerp(rg.yAt(x), hz, s.rnd.range(0.2, 0.8));
        patches += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s.rnd.range(20, 70))}" ry="${r1(s.rnd.range(4, 10))}" fill="${mix('#7f9a58', p.haze, 0.35)}" opacity="0.55"/>`;
      }
      s.back.push(patches);
    }
    if ((o.trees ?? true) && i === layers - 1) {
      let dots = '';
      const tc = mix(p.foliageDark, p.haze, o.burnt ? 0.55 : 0.35);
      for (let x = 0; x < s.w; x += s.rnd.range(6, 22)) {
        const top = rg.yAt(x);
        const y = lerp(top, hz, s.rnd.range(0.05, 0.9));
        const rr = s.rnd.range(2, 4.5) * (s.w / 1600);
        if (o.burnt && s.rnd.chance(0.5))
          dots += `<path d="M${r1(x)},${r1(y)} l0,${r1(-rr * 2.5)}" stroke="${mix('#3a322d', p.haze, 0.4)}" stroke-width="1"/>`;
        else
          dots += `<ellipse cx="${r1(x)}" cy="${r1(y - rr)}" rx="${r1(rr * 1.2)}" ry="${r1(rr)}" fill="${tc}"/>`;
      }
      s.back.push(dots);
    }
  }
}

function ocean(s: Scene, depthPx: number): void {
  const p = s.pal;
  const hz = s.cam.cy;
  const id = s.id('sea');
  s.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.ocean, p.haze, 0.55)}"/><stop offset="1" stop-color="${p.ocean}"/></linearGradient>`,
  );
  s.back.push(`<rect x="0" y="${r1(hz)}" width="${s.w}" height="${r1(depthPx)}" fill="url(#${id})"/>`);
  let glints = '';
  const sx = s.w * p.sunAt[0];
  for (let i = 0; i < 40; i++) {
    const y = hz + s.rnd.range(0.02, 1) ** 1.6 * depthPx;
    const spread = 0.02 + (y - hz) / depthPx;
    const x = sx + s.rnd.range(-1, 1) * s.w * 0.06 * spread * 3;
    const len = s.rnd.range(6, 26) * (0.4 + spread);
    glints += `<rect x="${r1(x - len / 2)}" y="${r1(y)}" width="${r1(len)}" height="1.4" fill="${p.sunColor}" opacity="${r1(s.rnd.range(0.25, 0.7))}"/>`;
  }
  for (let i = 0; i < 18; i++) {
    const y = hz + s.rnd.range(0.05, 1) * depthPx;
    const x = s.rnd.range(0, s.w);
    glints += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s.rnd.range(20, 90))}" height="1" fill="#ffffff" opacity="0.18"/>`;
  }
  s.back.push(glints);
  s.back.push(
    `<rect x="0" y="${r1(hz - 1)}" width="${s.w}" height="2" fill="${lighten(p.haze, 0.3)}" opacity="0.6"/>`,
  );
}

function cityline(s: Scene): void {
  const p = s.pal;
  const hz = s.cam.cy;
  let out = '';
  const col = mix(p.hill, p.haze, 0.55);
  for (let x = -10; x < s.w; ) {
    const bw = s.rnd.range(14, 46);
    const bh = s.rnd.range(4, 26) * (s.rnd.chance(0.08) ? 2.2 : 1);
    out += `<rect x="${r1(x)}" y="${r1(hz - bh)}" width="${r1(bw)}" height="${r1(bh + 2)}" fill="${col}"/>`;
    x += bw + s.rnd.range(-4, 6);
  }
  s.back.push(out);
}

function groundFill(s: Scene, color: string): void {
  const hz = s.cam.cy;
  const id = s.id('gnd');
  s.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, s.pal.haze, 0.5)}"/><stop offset="0.3" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.12)}"/></linearGradient>`,
  );
  s.back.push(`<rect x="0" y="${r1(hz)}" width="${s.w}" height="${r1(s.h - hz)}" fill="url(#${id})"/>`);
}

function treeLine(s: Scene, distance = 320, density = 1): void {
  // a band of distant trees (and the odd palm) standing on the horizon
  const hz = s.cam.cy;
  const c = plantColors(s.pal);
  const col = mix(c.dark, s.pal.haze, 0.45);
  const col2 = mix(c.light, s.pal.haze, 0.45);
  const k = s.cam.f / distance;
  const base = hz + k * s.cam.pos.y;
  let out = '';
  let palms = '';
  for (let x = -20; x < s.w + 20; x += (s.rnd.range(0.6, 2.2) * k * 6) / density) {
    if (s.rnd.chance(0.08)) {
      palms += palmSvg(x, base, k * s.rnd.range(16, 24), s.rnd, { light: col2, dark: col, trunk: col });
      continue;
    }
    const hgt = k * s.rnd.range(5, 11);
    const rw = hgt * s.rnd.range(0.35, 0.6);
    out += `<ellipse cx="${r1(x)}" cy="${r1(base - hgt * 0.55)}" rx="${r1(rw)}" ry="${r1(hgt * 0.5)}" fill="${col}"/>`;
    out += `<ellipse cx="${r1(x - rw * 0.25)}" cy="${r1(base - hgt * 0.68)}" rx="${r1(rw * 0.6)}" ry="${r1(hgt * 0.3)}" fill="${col2}"/>`;
  }
  s.back.push(palms + out);
}

function atmosphere(s: Scene, strength = 1): void {
  const p = s.pal;
  const hz = s.cam.cy;
  const hid = s.id('haze');
  s.defs.push(
    `<linearGradient id="${hid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.haze}" stop-opacity="0"/><stop offset="0.6" stop-color="${p.haze}" stop-opacity="${r1(0.35 * strength)}"/><stop offset="1" stop-color="${p.haze}" stop-opacity="0"/></linearGradient>`,
  );
  s.back.push(
    `<rect x="0" y="${r1(hz - s.h * 0.12)}" width="${s.w}" height="${r1(s.h * 0.16)}" fill="url(#${hid})"/>`,
  );
  const gid = s.id('warm');
  s.defs.push(
    `<radialGradient id="${gid}" cx="${p.sunAt[0]}" cy="${r1((hz - s.h * p.sunAt[1]) / s.h)}" r="0.9"><stop offset="0" stop-color="${p.sunGlow}" stop-opacity="${r1(0.32 * strength)}"/><stop offset="1" stop-color="${p.sunGlow}" stop-opacity="0"/></radialGradient>`,
  );
  s.front.push(`<rect width="${s.w}" height="${s.h}" fill="url(#${gid})" style="mix-blend-mode:screen"/>`);
  vignette(s);
}

function vignette(s: Scene, strength = 0.28): void {
  const vid = s.id('vig');
  s.defs.push(
    `<radialGradient id="${vid}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
  );
  s.front.push(`<rect width="${s.w}" height="${s.h}" fill="url(#${vid})"/>`);
}

// ---------------------------------------------------------------- ground-level pieces

function groundQuad(
  s: Scene,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
  y = 0.005,
): string {
  return s.poly([V(x0, y, z0), V(x1, y, z0), V(x1, y, z1), V(x0, y, z1)], s.shadeColor(color, V(0, 1, 0)));
}

function paving(s: Scene, x0: number, z0: number, x1: number, z1: number, color: string, step = 1.0): void {
  s.ground.push(groundQuad(s, x0, z0, x1, z1, color));
  const jc = darken(s.shadeColor(color, V(0, 1, 0)), 0.12);
  let out = '';
  for (let x = x0 + step; x < x1; x += step) out += s.line(V(x, 0.01, z0), V(x, 0.01, z1), jc, 0.02);
  for (let z = z0 + step; z < z1; z += step) out += s.line(V(x0, 0.01, z), V(x1, 0.01, z), jc, 0.02);
  s.ground.push(`<g opacity="0.7">${out}</g>`);
}

function pool(s: Scene, x0: number, z0: number, x1: number, z1: number): void {
  const coping = '#e6ddcf';
  s.ground.push(groundQuad(s, x0, z0, x1, z1, coping, 0.02));
  const i = 0.35;
  s.ground.push(
    s.poly(
      [V(x0 + i, 0.03, z0 + i), V(x1 - i, 0.03, z0 + i), V(x1 - i, 0.03, z1 - i), V(x0 + i, 0.03, z1 - i)],
      'url(#gWater)',
    ),
  );
  s.ground.push(
    s.poly(
      [
        V(x0 + i, 0.031, z1 - i - 0.5),
        V(x1 - i, 0.031, z1 - i - 0.5),
        V(x1 - i, 0.031, z1 - i),
        V(x0 + i, 0.031, z1 - i),
      ],
      darken(s.pal.water[1], 0.25),
      ' opacity="0.5"',
    ),
  );
  let ripples = '';
  const r = s.rnd;
  for (let k = 0; k < 14; k++) {
    const x = r.range(x0 + 0.6, x1 - 1.6);
    const z = r.range(z0 + 0.5, z1 - 0.9);
    ripples += s.line(V(x, 0.035, z), V(x + r.range(0.4, 1.4), 0.035, z), '#ffffff', 0.03, ' opacity="0.35"');
  }
  s.ground.push(ripples);
  if (s.pal.glow > 0.5) {
    const c = s.proj(V((x0 + x1) / 2, 0, (z0 + z1) / 2));
    const k = s.ppm(V((x0 + x1) / 2, 0, (z0 + z1) / 2));
    s.ground.push(
      `<ellipse cx="${r1(c[0])}" cy="${r1(c[1])}" rx="${r1(k * (x1 - x0) * 0.45)}" ry="${r1(k * 0.6)}" fill="#9ff4ff" opacity="0.35" filter="url(#fSoft)"/>`,
    );
  }
}

function lounger(s: Scene, x: number, z: number, color = '#f4f1ea'): void {
  s.addSolid(box(x, 0.12, z, x + 0.7, 0.32, z + 1.9, color, { bias: -0.1 }));
  s.addSolid(box(x + 0.05, 0.32, z + 1.35, x + 0.65, 0.85, z + 1.9, darken(color, 0.04), { bias: -0.05 }));
}

function plantRow(
  s: Scene,
  x0: number,
  x1: number,
  z: number,
  kinds: readonly ('shrub' | 'agave' | 'grass' | 'flowers')[],
  spacing = 1.6,
): void {
  const c = plantColors(s.pal);
  for (let x = x0; x <= x1; x += spacing * s.rnd.range(0.7, 1.3)) {
    const kind = s.rnd.pick(kinds);
    const rr = new Rng(Math.floor(x * 100 + z * 7) + 3);
    const zz = z + s.rnd.range(-0.3, 0.3);
    if (kind === 'agave') s.sprite(V(x, 0, zz), 0.8, (px, py, h) => agaveSvg(px, py, h, rr, '#7fa39a'));
    else if (kind === 'grass') s.sprite(V(x, 0, zz), 0.8, (px, py, h) => grassSvg(px, py, h, rr, '#cdb685'));
    else
      s.sprite(V(x, 0, zz), 0.7, (px, py, h) =>
        shrubSvg(
          px,
          py,
          h,
          rr,
          c,
          kind === 'flowers' ? rr.pick(['#d9879b', '#b28ad1', '#f2c14e']) : undefined,
        ),
      );
  }
}

function palm(s: Scene, x: number, z: number, h: number, seed: number, silhouette = 0): void {
  const r = new Rng(seed);
  const c = plantColors(s.pal, silhouette);
  s.sprite(V(x, 0, z), h, (px, py, hp) => palmSvg(px, py, hp, r, c));
}

function tree(
  s: Scene,
  x: number,
  z: number,
  h: number,
  seed: number,
  kind: 'round' | 'olive' = 'round',
): void {
  const r = new Rng(seed);
  const c = plantColors(s.pal);
  s.sprite(V(x, 0, z), h, (px, py, hp) => treeSvg(px, py, hp, r, c, kind));
}

function cypress(s: Scene, x: number, z: number, h: number): void {
  const c = plantColors(s.pal);
  s.sprite(V(x, 0, z), h, (px, py, hp) => cypressSvg(px, py, hp, c));
}

// ---------------------------------------------------------------- buildings

const WHITES = ['#f3efe8', '#eee8de', '#e8dfd1', '#f1ece4'] as const;

interface HouseOpts {
  cx: number;
  z0: number;
  camSide: number;
  fireSafe?: boolean;
}

function modernHouse(s: Scene, r: Rng, o: HouseOpts): { x0: number; x1: number; z0: number; z1: number } {
  const white = r.pick(WHITES);
  const accent = r.pick(['wood', 'charcoal', 'stone'] as const);
  const accentColor = { wood: '#a26f47', charcoal: '#3b3d42', stone: '#c4b59f' }[accent];
  const accentDecal: Decal =
    accent === 'wood'
      ? slats(0.16, '#5a3a22', 0.45)
      : accent === 'stone'
        ? stone('#c4b59f')
        : courses(0.5, '#000000', 0.15);
  const frame = r.pick(['#2a2b2e', '#3b3d42', '#1f2022']);
  const roofCol = r.chance(0.5) ? white : '#2e3034';
  const wA = r.range(13, 16.5);
  const dA = 10;
  const hA = 3.6;
  const ax0 = o.cx - wA / 2;
  const ax1 = ax0 + wA;
  const z0 = o.z0;
  const wingRight = o.camSide < 0;
  // glazing and entry on the ground floor
  const solidW = r.range(2.6, 3.6);
  const gU0 = wingRight ? 0.6 : solidW;
  const gU1 = wingRight ? wA - solidW : wA - 0.6;
  const doorU = wingRight ? wA - solidW + 0.9 : 0.9;
  s.addSolid(
    box(ax0, 0, z0, ax1, hA, z0 + dA, white, {
      decals: {
        front: [
          glass(gU0, 0.05, gU1, hA - 0.3, { cols: Math.round((gU1 - gU0) / 2.1), frame }),
          panel(doorU, 0, doorU + 1.3, 2.9, '#8d5b38'),
          slats(0.12, '#4a2e1a', 0.4, doorU, doorU + 1.3, 0, 2.9),
          underShadow(hA, 0.5),
          wallWash(0, wA, hA - 0.05, 2.4),
        ],
        left: [glass(1.5, 0.05, 6, hA - 0.3, { cols: 2, frame, spill: false }), underShadow(hA, 0.5)],
        right: [glass(1.5, 0.05, 6, hA - 0.3, { cols: 2, frame, spill: false }), underShadow(hA, 0.5)],
      },
    }),
  );
  // side wing (garage / den) on the side away from the viewer
  const wingW = r.range(5.5, 7);
  const wx0 = wingRight ? ax1 : ax0 - wingW;
  const wx1 = wx0 + wingW;
  const wingMat = accent === 'stone' ? '#c4b59f' : r.pick(['#c4b59f', '#d8cfbf', white]);
  const wingStone = wingMat === '#c4b59f';
  s.addSolid(
    box(wx0, 0, z0 + 1.2, wx1, 3.1, z0 + dA - 1, wingMat, {
      decals: {
        front: [
          ...(wingStone ? [stone(wingMat)] : []),
          panel(0.8, 0, wingW - 0.8, 2.5, accent === 'wood' ? '#3b3d42' : '#9a6a44'),
          courses(0.16, '#000000', 0.25, 0, 2.5),
          underShadow(3.1, 0.35),
        ],
        left: wingStone ? [stone(wingMat)] : [],
        right: wingStone ? [stone(wingMat)] : [],
      },
    }),
  );
  s.addSolid(
    box(wx0 - 0.3, 3.1, z0 + 0.9, wx1 + 0.3, 3.35, z0 + dA - 0.8, roofCol, {
      bias: -0.05,
      hole: { x0: wx0, x1: wx1, z0: z0 + 1.2, z1: z0 + dA - 1 },
    }),
  );
  s.ground.push(groundQuad(s, wx0 + 0.4, z0 - 14, wx1 - 0.4, z0 + 1.2, '#cfc8bb'));
  // upper volume, cantilevered toward one side
  const wB = r.range(8, 10.5);
  const cantLeft = wingRight;
  const bx0 = cantLeft ? ax0 - r.range(0.8, 2.2) : ax1 + r.range(0.8, 2.2) - wB;
  const bx1 = bx0 + wB;
  const zB0 = z0 - r.range(0.5, 1.7);
  const dB = 8.5;
  const yB0 = hA + 0.35;
  const hB = 3.2;
  const ribbon = r.chance(0.5);
  s.addSolid(
    box(bx0, yB0, zB0, bx1, yB0 + hB, zB0 + dB, accentColor, {
      bottom: darken(accentColor, 0.2),
      hole: { x0: ax0 - 0.6, x1: ax1 + 0.6, z0: z0 - 1.3, z1: z0 + dA },
      decals: {
        front: [
          accentDecal,
          ribbon
            ? glass(0.8, 0.9, wB - 0.8, hB - 0.55, {
                cols: Math.round((wB - 1.6) / 1.8),
                frame,
                furniture: false,
              })
            : glass(cantLeft ? 0.6 : wB * 0.42, 0.15, cantLeft ? wB * 0.58 : wB - 0.6, hB - 0.45, {
                cols: 3,
                frame,
              }),
          underShadow(hB, 0.4),
        ],
        left: [accentDecal, glass(2, 0.9, 6, hB - 0.55, { cols: 2, frame, furniture: false })],
        right: [accentDecal, glass(2, 0.9, 6, hB - 0.55, { cols: 2, frame, furniture: false })],
      },
    }),
  );
  // roof slabs
  s.addSolid(
    box(ax0 - 0.6, hA, z0 - 1.3, ax1 + 0.6, yB0, z0 + dA, roofCol, {
      bias: -0.05,
      hole: { x0: ax0, x1: ax1, z0, z1: z0 + dA },
    }),
  );
  s.addSolid(
    box(bx0 - 0.45, yB0 + hB, zB0 - 0.7, bx1 + 0.45, yB0 + hB + 0.3, zB0 + dB + 0.3, roofCol, {
      bias: -0.05,
      hole: { x0: bx0, x1: bx1, z0: zB0, z1: zB0 + dB },
    }),
  );
  // glass railing where the lower roof is exposed
  const rx0 = cantLeft ? bx1 + 0.2 : ax0 - 0.5;
  const rx1 = cantLeft ? ax1 + 0.5 : bx0 - 0.2;
  if (rx1 - rx0 > 1.5) {
    const rz = z0 - 1.2;
    const rail =
      s.poly(
        [V(rx0, yB0, rz), V(rx1, yB0, rz), V(rx1, yB0 + 1.05, rz), V(rx0, yB0 + 1.05, rz)],
        '#ffffff',
        ' opacity="0.2"',
      ) + s.line(V(rx0, yB0 + 1.05, rz), V(rx1, yB0 + 1.05, rz), frame, 0.05);
    s.add(s.depth(V((rx0 + rx1) / 2, yB0, rz)) - 0.2, rail);
  }
  // fin wall
  const finX = wingRight ? ax0 + r.range(3.5, 5.5) : ax1 - r.range(3.5, 5.5);
  if (r.chance(0.7)) {
    const finMat = accent === 'stone' ? '#c4b59f' : r.pick(['#c4b59f', '#3b3d42']);
    const fs = finMat === '#c4b59f' ? [stone(finMat)] : [];
    s.addSolid(
      box(finX, 0, z0 - 1.6, finX + 0.35, hA, z0, finMat, { decals: { left: fs, right: fs, front: fs } }),
    );
  }
  return { x0: Math.min(ax0, wx0, bx0), x1: Math.max(ax1, wx1, bx1), z0, z1: z0 + dA };
}

function gableHouse(
  s: Scene,
  r: Rng,
  o: HouseOpts & { style: 'craftsman' | 'farmhouse' },
): { x0: number; x1: number; z0: number; z1: number } {
  const farm = o.style === 'farmhouse';
  const siding = farm ? r.pick(['#f1ede5', '#e9e5dc']) : r.pick(['#a9b39a', '#8f9c8a', '#c9b79a', '#7f8f86']);
  const trim = farm ? '#26272a' : '#f1ede4';
  const roof = farm ? '#2c2e33' : r.pick(['#4a4640', '#3d3f44']);
  const w = r.range(13, 15.5);
  const d = 10;
  const hWall = farm ? 5.8 : 3.4;
  const x0 = o.cx - w / 2;
  const x1 = x0 + w;
  const z0 = o.z0;
  const sidingDecal = slats(farm ? 0.4 : 0.2, darken(siding, 0.35), farm ? 0.35 : 0.3);
  const horizontal = courses(0.2, darken(siding, 0.35), 0.3);
  const wins: Decal[] = farm
    ? [
        glass(1.2, 0.05, 3.6, 2.5, { cols: 2, frame: trim, frameW: 0.07 }),
        glass(w - 3.8, 0.05, w - 1.2, 2.5, { cols: 2, frame: trim, frameW: 0.07 }),
        glass(1.6, 3.3, 3.2, 5.0, { cols: 1, rows: 2, frame: trim, furniture: false, spill: false }),
        glass(w - 3.2, 3.3, w - 1.6, 5.0, { cols: 1, rows: 2, frame: trim, furniture: false, spill: false }),
        glass(w / 2 - 1.5, 3.3, w / 2 + 1.5, 5.0, {
          cols: 2,
          rows: 2,
          frame: trim,
          furniture: false,
          spill: false,
        }),
      ]
    : [
        glass(1.0, 0.75, 3.4, 2.7, { cols: 3, rows: 2, frame: trim, frameW: 0.08 }),
        glass(w - 3.4, 0.75, w - 1.0, 2.7, { cols: 3, rows: 2, frame: trim, frameW: 0.08 }),
      ];
  const stoneBase = stone('#b8a890', 0.75);
  s.addSolid(
    box(x0, 0, z0, x1, hWall, z0 + d, siding, {
      decals: {
        front: [
          farm ? sidingDecal : horizontal,
          farm ? panel(0, 0, w, 0.7, '#b8a890') : panel(0, 0, w, 0.75, '#b8a890'),
          stoneBase,
          panel(w / 2 - 0.6, 0, w / 2 + 0.6, 2.45, farm ? '#2c2e33' : '#7a4e2e'),
          panel(w / 2 - 0.75, 2.45, w / 2 + 0.75, 2.6, trim),
          ...wins,
          underShadow(hWall, 0.45),
          wallWash(0, w, hWall - 0.1, 3),
        ],
        left: [
          farm ? sidingDecal : horizontal,
          panel(0, 0, d, 0.75, '#b8a890'),
          stoneBase,
          glass(3, 0.8, 5.2, 2.6, { cols: 2, frame: trim, spill: false }),
          underShadow(hWall, 0.45),
        ],
        right: [
          farm ? sidingDecal : horizontal,
          panel(0, 0, d, 0.75, '#b8a890'),
          stoneBase,
          glass(3, 0.8, 5.2, 2.6, { cols: 2, frame: trim, spill: false }),
          underShadow(hWall, 0.45),
        ],
      },
    }),
  );
  const rise = farm ? 3.6 : 2.6;
  s.addSolid(
    gableRoof(x0, x1, z0, z0 + d, hWall, rise, roof, farm ? siding : siding, { seams: true, overhang: 0.6 }),
  );
  // porch with its own gable
  const pw = farm ? 5 : 6;
  const px0 = o.cx - pw / 2;
  const pz0 = z0 - 2.6;
  const postH = farm ? 3.0 : 2.9;
  for (const px of [px0 + 0.1, px0 + pw - 0.45]) {
    if (!farm)
      s.addSolid(
        box(px - 0.15, 0, pz0, px + 0.5, 1.0, pz0 + 0.65, '#b8a890', {
          decals: { front: [stone('#b8a890')] },
        }),
      );
    s.addSolid(box(px, farm ? 0 : 1.0, pz0 + 0.1, px + 0.35, postH, pz0 + 0.45, trim));
  }
  s.addSolid(box(px0 - 0.2, 0, pz0, px0 + pw + 0.2, 0.35, z0, '#cfc6b6'));
  s.addSolid(gableRoofZ(px0, px0 + pw, pz0, z0 + 0.6, postH, farm ? 1.9 : 1.5, roof, siding, trim, 0.35));
  if (!farm) {
    // craftsman chimney
    const cx = x1 - 1.4;
    s.addSolid(
      box(cx, 0, z0 + 3, cx + 1.1, hWall + rise + 1.2, z0 + 4.2, '#b8a890', {
        decals: { front: [stone('#b8a890')], right: [stone('#b8a890')], left: [stone('#b8a890')] },
        bias: -0.5,
      }),
    );
  }
  return { x0, x1, z0, z1: z0 + d };
}

/** Timber frame of a house under construction. */
function framedHouse(
  s: Scene,
  r: Rng,
  o: { cx: number; z0: number; w: number; d: number; floors: number; gable: boolean; sheathing: number },
): void {
  const stud = '#d2b07a';
  const studDark = '#b48e57';
  const x0 = o.cx - o.w / 2;
  const x1 = x0 + o.w;
  const z0 = o.z0;
  const z1 = z0 + o.d;
  const fh = 2.9;
  s.addSolid(box(x0 - 0.2, 0, z0 - 0.2, x1 + 0.2, 0.35, z1 + 0.2, '#c9c4ba'));
  const walls: { a: Vec; b: Vec }[] = [
    { a: V(x0, 0, z1), b: V(x1, 0, z1) },
    { a: V(x0, 0, z0), b: V(x0, 0, z1) },
    { a: V(x1, 0, z0), b: V(x1, 0, z1) },
    { a: V(x0, 0, z0), b: V(x1, 0, z0) },
  ];
  for (let fl = 0; fl < o.floors; fl++) {
    const yb = 0.35 + fl * (fh + 0.3);
    for (const wall of walls) {
      const len = Math.hypot(wall.b.x - wall.a.x, wall.b.z - wall.a.z);
      const dir = V((wall.b.x - wall.a.x) / len, 0, (wall.b.z - wall.a.z) / len);
      const at2 = (t: number, y: number): Vec => V(wall.a.x + dir.x * t, y, wall.a.z + dir.z * t);
      // openings
      const openings: [number, number, number][] = [];
      for (let t = 1.2; t < len - 2; t += r.range(3.2, 4.6)) {
        const ow = r.range(1.2, 2.6);
        if (t + ow < len - 0.8) openings.push([t, t + ow, fl === 0 && r.chance(0.3) ? 0 : 0.9]);
      }
      let svg = '';
      for (let t = 0; t <= len + 0.001; t += 0.406) {
        const open = openings.find(([a, b]) => t > a && t < b);
        if (open) {
          svg += s.line(at2(t, yb), at2(t, yb + open[2]), stud, 0.045);
          svg += s.line(at2(t, yb + 2.2), at2(t, yb + fh), stud, 0.045);
        } else svg += s.line(at2(t, yb), at2(t, yb + fh), stud, 0.045);
      }
      for (const [a, b, sill] of openings) {
        svg += s.line(at2(a, yb + 2.2), at2(b, yb + 2.2), studDark, 0.14);
        if (sill > 0) svg += s.line(at2(a, yb + sill), at2(b, yb + sill), stud, 0.05);
      }
      svg += s.line(at2(0, yb + 0.03), at2(len, yb + 0.03), studDark, 0.06);
      svg += s.line(at2(0, yb + fh - 0.05), at2(len, yb + fh - 0.05), studDark, 0.1);
      // sheathing panels
      const sheathCol = s.rnd.chance(0.5) ? '#caa46a' : '#e9ecef';
      for (let t = 0; t < len - 0.1; t += 1.22) {
        if (s.rnd.next() > o.sheathing) continue;
        const tb = Math.min(len, t + 1.22);
        if (openings.some(([a, b]) => tb > a && t < b)) continue;
        const pts = [at2(t, yb), at2(tb, yb), at2(tb, yb + fh), at2(t, yb + fh)];
        const nrm = V(-dir.z, 0, dir.x);
        svg += s.poly(
          pts,
          s.shadeColor(sheathCol, nrm),
          ` stroke="${darken(sheathCol, 0.2)}" stroke-width="0.8"`,
        );
      }
      const mid = at2(len / 2, yb + fh / 2);
      s.add(s.depth(mid), svg);
    }
    if (fl < o.floors - 1) {
      const yt = yb + fh;
      s.addSolid(
        box(x0 - 0.05, yt, z0 - 0.05, x1 + 0.05, yt + 0.3, z1 + 0.05, '#c7a165', {
          bias: -0.3,
          shadow: false,
        }),
      );
    }
  }
  const top = 0.35 + o.floors * (fh + 0.3) - 0.3;
  if (!o.gable) {
    let svg = '';
    for (let x = x0; x <= x1 + 0.001; x += 0.41)
      svg += s.line(V(x, top + 0.15, z0 - 0.3), V(x, top + 0.15, z1 + 0.3), stud, 0.05);
    svg += s.line(V(x0 - 0.3, top + 0.15, z0 - 0.3), V(x1 + 0.3, top + 0.15, z0 - 0.3), studDark, 0.2);
    s.add(s.depth(V(o.cx, top, z0)) - 0.5, svg);
  }
  if (o.gable) {
    const zm = (z0 + z1) / 2;
    const rise = o.d * 0.3;
    let svg = '';
    for (let x = x0; x <= x1 + 0.001; x += 0.61) {
      svg += s.line(V(x, top, z0 - 0.4), V(x, top + rise, zm), stud, 0.05);
      svg += s.line(V(x, top + rise, zm), V(x, top, z1 + 0.4), stud, 0.05);
      svg += s.line(V(x, top, z0), V(x, top, z1), studDark, 0.05);
      svg += s.line(V(x, top, z0 + o.d * 0.25), V(x, top + rise * 0.5, z0 + o.d * 0.25), stud, 0.035);
      svg += s.line(V(x, top, z1 - o.d * 0.25), V(x, top + rise * 0.5, z1 - o.d * 0.25), stud, 0.035);
    }
    svg += s.line(V(x0, top + rise, zm), V(x1, top + rise, zm), studDark, 0.08);
    s.add(s.depth(V(o.cx, top, zm)) - 0.5, svg);
  }
}

function chimneyRuin(s: Scene, x: number, z: number, h: number): void {
  const c = '#8e8276';
  s.addSolid(
    box(x, 0, z, x + 1.5, h, z + 1.0, c, {
      decals: {
        front: [
          stone(c),
          panel(0.35, 0.3, 1.15, 1.3, '#2a2522'),
          panel(0, h - 1.6, 1.5, h, '#1e1a18', ' opacity="0.45"'),
        ],
        left: [stone(c), panel(0, h - 1.4, 1, h, '#1e1a18', ' opacity="0.45"')],
        right: [stone(c), panel(0, h - 1.4, 1, h, '#1e1a18', ' opacity="0.45"')],
      },
    }),
  );
}

function fence(
  s: Scene,
  x0: number,
  x1: number,
  z: number,
  h: number,
  color: string,
  kind: 'slat' | 'mesh',
): void {
  if (kind === 'mesh') {
    const svg =
      s.poly([V(x0, 0, z), V(x1, 0, z), V(x1, h, z), V(x0, h, z)], '#2f4a3a', ' opacity="0.82"') +
      Array.from({ length: Math.floor((x1 - x0) / 3) + 1 }, (_, i) =>
        s.line(V(x0 + i * 3, 0, z), V(x0 + i * 3, h + 0.05, z), '#8a8f94', 0.05),
      ).join('');
    s.add(s.depth(V((x0 + x1) / 2, 0, z)), svg);
    return;
  }
  s.addSolid(
    box(x0, 0, z, x1, h, z + 0.08, color, {
      decals: { front: [courses(0.16, '#000000', 0.28)], back: [courses(0.16, '#000000', 0.28)] },
    }),
  );
}

// ---------------------------------------------------------------- exterior scenes

interface SceneSpec {
  w: number;
  h: number;
  seed: number;
  palette: PaletteName;
}

function exteriorCamera(r: Rng, w: number, h: number, side: number, dist: number, aimZ = 5): Camera {
  const pos = V(side * r.range(6, 10), 2.1, -dist);
  return {
    pos,
    yaw: Math.atan2(0 - pos.x, aimZ - pos.z),
    f: h * r.range(1.12, 1.22),
    cx: w / 2,
    cy: h * r.range(0.6, 0.65),
  };
}

/** The ground point seen at a fraction `fx` of the image width, `dist` metres in front of the camera. */
function groundAt(s: Scene, fx: number, dist: number): Vec {
  const xc = ((fx * s.w - s.cam.cx) * dist) / s.cam.f;
  const c = Math.cos(s.cam.yaw);
  const sn = Math.sin(s.cam.yaw);
  return V(s.cam.pos.x + xc * c + dist * sn, 0, s.cam.pos.z - xc * sn + dist * c);
}

/** Large plants close to the camera along the bottom edge, framing the view. */
function foreground(s: Scene, r: Rng, o: { tree?: 'left' | 'right' | 'none'; dist?: number } = {}): void {
  const c = plantColors(s.pal);
  const dist = o.dist ?? 6.5;
  for (let fx = -0.05; fx < 1.05; fx += r.range(0.07, 0.14)) {
    const p = groundAt(s, fx, dist + r.range(-1, 1));
    const sd = r.int(1, 9999);
    const kind = r.pick(['grass', 'shrub', 'grass', 'agave', 'grass'] as const);
    if (kind === 'grass') s.sprite(p, 0.9, (x, y, h) => grassSvg(x, y, h, new Rng(sd), '#c9b27f'));
    else if (kind === 'agave') s.sprite(p, 0.8, (x, y, h) => agaveSvg(x, y, h, new Rng(sd), '#7fa39a'));
    else s.sprite(p, 0.75, (x, y, h) => shrubSvg(x, y, h, new Rng(sd), c));
  }
  if (o.tree && o.tree !== 'none') {
    const p = groundAt(s, o.tree === 'left' ? 0.03 : 0.97, 9);
    tree(s, p.x, p.z, 6.5, r.int(1, 9999), 'olive');
  }
}

function sceneModern(
  spec: SceneSpec & { backdrop: 'ocean' | 'hills' | 'mountains'; pool?: boolean },
): string {
  const r = new Rng(spec.seed);
  const side = r.chance(0.5) ? -1 : 1;
  const cam = exteriorCamera(r, spec.w, spec.h, side, r.range(20, 23));
  const s = new Scene(spec.w, spec.h, cam, PALETTES[spec.palette], r);
  sky(s);
  if (spec.backdrop === 'ocean') {
    hills(s, { layers: 1, amp: 0.8, trees: false });
    const edge = s.proj(V(0, 0, 26))[1];
    ocean(s, edge - cam.cy + 2);
    s.back.push(
      `<rect x="0" y="${r1(edge)}" width="${s.w}" height="${r1(s.h - edge)}" fill="${s.pal.ground}"/>`,
    );
  } else {
    hills(s, { mountains: spec.backdrop === 'mountains', amp: spec.backdrop === 'mountains' ? 1.3 : 1 });
    groundFill(s, s.pal.ground);
    treeLine(s);
  }
  atmosphere(s);
  const lawn = mix('#8ea36a', s.pal.ground, 0.25);
  s.ground.push(groundQuad(s, -40, -30, 40, 26, lawn));
  const house = modernHouse(s, r, { cx: 0, z0: 0, camSide: side });
  paving(s, house.x0 - 1, -(spec.pool ? 10 : 4), house.x1 - 6.5, -1.3, '#ddd4c4', 1.2);
  if (spec.pool) {
    const px0 = side < 0 ? house.x0 + 0.5 : house.x0 + r.range(1, 3);
    pool(s, px0, -9.6, px0 + r.range(9, 11.5), -4.4);
    lounger(s, px0 + 1, -3.9);
    lounger(s, px0 + 2.2, -3.9);
  }
  plantRow(s, house.x0 - 3, house.x1 + 3, spec.pool ? -11.5 : -5.5, ['agave', 'grass', 'grass'], 2.2);
  plantRow(s, house.x0 - 1, house.x1 + 1, 10.5, ['shrub', 'shrub'], 1.8);
  const pairs = r.int(2, 3);
  for (let i = 0; i < pairs; i++) {
    const left = i % 2 === 0;
    palm(
      s,
      left ? house.x0 - r.range(1, 4) : house.x1 + r.range(1, 4),
      r.range(3, 12),
      r.range(11, 17),
      r.int(1, 9999),
    );
  }
  palm(s, house.x1 + r.range(-3, 3), r.range(14, 22), r.range(13, 18), r.int(1, 9999));
  tree(s, side < 0 ? house.x1 + 4 : house.x0 - 4, r.range(-6, -2), r.range(4, 5.5), r.int(1, 9999), 'olive');
  if (r.chance(0.5)) for (let i = 0; i < 4; i++) cypress(s, house.x0 - 5 - i * 1.3, 9 + i * 0.4, 6.5);
  foreground(s, r, { tree: r.chance(0.5) ? (side < 0 ? 'right' : 'left') : 'none' });
  return s.render();
}

function sceneGable(spec: SceneSpec & { style: 'craftsman' | 'farmhouse'; mountains?: boolean }): string {
  const r = new Rng(spec.seed);
  const side = r.chance(0.5) ? -1 : 1;
  const cam = exteriorCamera(r, spec.w, spec.h, side, r.range(22, 25));
  const s = new Scene(spec.w, spec.h, cam, PALETTES[spec.palette], r);
  sky(s);
  hills(s, { mountains: spec.mountains, amp: spec.mountains ? 1.5 : 1 });
  groundFill(s, s.pal.ground);
  treeLine(s);
  atmosphere(s);
  s.ground.push(groundQuad(s, -40, -30, 40, 26, mix('#93a56c', s.pal.ground, 0.3)));
  const house = gableHouse(s, r, { cx: 0, z0: 0, camSide: side, style: spec.style });
  paving(s, -1.2, -16, 1.2, -2.6, '#d9d0c0', 0.8);
  s.ground.push(groundQuad(s, house.x1 - 5, -30, house.x1 - 1.5, 0, '#cfc8bb'));
  plantRow(s, house.x0 - 0.5, -3, -1.5, ['shrub', 'flowers', 'grass'], 1.1);
  plantRow(s, 3, house.x1 - 5.5, -1.5, ['shrub', 'flowers', 'grass'], 1.1);
  fence(s, house.x0 - 12, house.x0 - 2, 8, 1.8, '#9b7452', 'slat');
  tree(s, house.x0 - r.range(3, 6), r.range(4, 9), r.range(8, 11), r.int(1, 9999));
  tree(s, house.x1 + r.range(4, 7), r.range(2, 8), r.range(7, 10), r.int(1, 9999));
  if (r.chance(0.6)) palm(s, house.x1 + r.range(2, 6), r.range(12, 20), r.range(14, 19), r.int(1, 9999));
  foreground(s, r, { tree: side < 0 ? 'right' : 'left' });
  return s.render();
}

function sceneAdu(spec: SceneSpec & { conversion?: boolean }): string {
  const r = new Rng(spec.seed);
  const side = r.chance(0.5) ? -1 : 1;
  const cam: Camera = {
    pos: V(side * r.range(3, 5), 1.7, -12),
    yaw: Math.atan2(-side * 1.5 - side * 4, 18),
    f: spec.h * r.range(1.15, 1.3),
    cx: spec.w / 2,
    cy: spec.h * r.range(0.6, 0.64),
  };
  const s = new Scene(spec.w, spec.h, cam, PALETTES[spec.palette], r);
  sky(s);
  hills(s, { layers: 2 });
  groundFill(s, s.pal.ground);
  treeLine(s, 260, 1.3);
  atmosphere(s);
  s.ground.push(groundQuad(s, -30, -20, 30, 14, mix('#93a56c', s.pal.ground, 0.2)));
  const white = r.pick(WHITES);
  const clad = r.pick(['#a26f47', '#3b3d42', '#8f9c8a', '#c9b79a']);
  const aw = r.range(7, 8.5);
  const ad = 6.5;
  const ax0 = -aw / 2 + side * -1.5;
  const az0 = 3;
  const h1 = 3.0;
  const h2 = 3.9;
  const frameCol = '#26272a';
  const cladDecal = clad === '#a26f47' ? slats(0.15, '#5a3a22', 0.45) : slats(0.3, darken(clad, 0.4), 0.35);
  s.addSolid(
    box(ax0, 0, az0, ax0 + aw, h1, az0 + ad, white, {
      decals: {
        front: [
          panel(0, 0, aw * 0.38, h1, clad),
          cladDecal,
          glass(aw * 0.42, 0.05, aw - 0.5, h1 - 0.25, { cols: 3, frame: frameCol }),
          panel(0.7, 0, 1.7, 2.4, '#8d5b38'),
          underShadow(h1, 0.4),
          wallWash(0, aw, h1 - 0.05, 2.6),
        ],
        left: [glass(2, 0.9, 4.5, 2.4, { cols: 2, frame: frameCol, spill: false })],
        right: [glass(2, 0.9, 4.5, 2.4, { cols: 2, frame: frameCol, spill: false })],
      },
    }),
  );
  // shed roof: sloped slab
  const roofCol = '#2f3135';
  const oh = 0.5;
  const a = V(ax0 - oh, h1, az0 - 0.9);
  const b = V(ax0 + aw + oh, h1, az0 - 0.9);
  const c = V(ax0 + aw + oh, h2, az0 + ad + oh);
  const d = V(ax0 - oh, h2, az0 + ad + oh);
  const th = 0.22;
  s.addSolid({
    faces: [
      { n: V(0, 0, -1), color: roofCol, pts: [a, b, vAdd(b, V(0, th, 0)), vAdd(a, V(0, th, 0))] },
      { n: V(-1, 0, 0), color: roofCol, pts: [d, a, vAdd(a, V(0, th, 0)), vAdd(d, V(0, th, 0))] },
      { n: V(1, 0, 0), color: roofCol, pts: [b, c, vAdd(c, V(0, th, 0)), vAdd(b, V(0, th, 0))] },
      { n: vNorm(V(0, -(ad + oh + 0.9), h2 - h1)), color: darken(white, 0.2), pts: [a, d, c, b] },
    ],
    bias: -0.3,
  });
  // the rear facade of the main house framing one side
  const mx = side > 0 ? -14 : 5.5;
  s.addSolid(
    box(mx, 0, -6, mx + 9, 6.6, 1, white, {
      decals: {
        right: [
          glass(1, 0.05, 5.5, 2.9, { cols: 3, frame: frameCol }),
          glass(1, 3.7, 5.5, 6, { cols: 3, frame: frameCol, spill: false }),
        ],
        left: [
          glass(1.5, 0.05, 6, 2.9, { cols: 3, frame: frameCol }),
          glass(1.5, 3.7, 6, 6, { cols: 3, frame: frameCol, spill: false }),
        ],
      },
    }),
  );
  fence(s, -18, 18, az0 + ad + 2.2, 1.9, '#9b7452', 'slat');
  paving(s, ax0 - 0.5, az0 - 3, ax0 + aw + 0.5, az0, '#d9cfbd', 1);
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const px = lerp(side > 0 ? mx + 9 : mx, ax0 + 1.2, t) + r.range(-0.2, 0.2);
    const pz = lerp(-4, az0 - 3.2, t);
    s.ground.push(groundQuad(s, px - 0.4, pz - 0.3, px + 0.4, pz + 0.3, '#d3c9b6', 0.01));
  }
  plantRow(s, ax0 - 0.5, ax0 + aw + 0.5, az0 - 0.4, ['grass', 'shrub', 'agave'], 1.1);
  tree(s, side > 0 ? ax0 + aw + 2.5 : ax0 - 2.5, az0 + ad + 3.5, 7.5, r.int(1, 9999));
  foreground(s, r);
  palm(s, ax0 - 3, az0 + ad + 6, r.range(13, 17), r.int(1, 9999));
  palm(s, ax0 + aw + 6, az0 + ad + 9, r.range(14, 18), r.int(1, 9999));
  const lemon = r.int(1, 9999);
  s.sprite(V(side > 0 ? 6 : -7, 0, -2), 3.4, (px, py, hp) => {
    const rr = new Rng(lemon);
    let out = treeSvg(px, py, hp, rr, plantColors(s.pal), 'round');
    for (let i = 0; i < 14; i++)
      out += `<circle cx="${r1(px + rr.range(-0.2, 0.2) * hp)}" cy="${r1(py - hp * rr.range(0.5, 0.74))}" r="${r1(hp * 0.02)}" fill="#f2cf3a"/>`;
    return out;
  });
  if (s.pal.glow > 0.3) {
    // string lights between the house and the ADU
    const p0 = V(side > 0 ? mx + 9 : mx, 2.8, -2);
    const p1 = V(ax0 + aw / 2, 2.9, az0 - 0.8);
    let svg = '';
    const pts: [number, number][] = [];
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const p = V(
        lerp(p0.x, p1.x, t),
        lerp(p0.y, p1.y, t) - Math.sin(t * Math.PI) * 0.6,
        lerp(p0.z, p1.z, t),
      );
      pts.push(s.proj(p));
    }
    svg += `<polyline points="${pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="none" stroke="#2a2624" stroke-width="1"/>`;
    for (const [x, y] of pts.slice(1, -1))
      svg += `<circle cx="${r1(x)}" cy="${r1(y + 3)}" r="5" fill="#ffdca0" opacity="0.35"/><circle cx="${r1(x)}" cy="${r1(y + 3)}" r="1.8" fill="#fff6dc"/>`;
    s.add(0, svg);
  }
  return s.render();
}

function car(s: Scene, x: number, z: number, color: string): void {
  const body = color;
  s.addSolid(box(x, 0.3, z, x + 4.5, 0.95, z + 1.8, body));
  s.addSolid(
    box(x + 1.15, 0.95, z + 0.12, x + 3.5, 1.42, z + 1.68, body, {
      decals: {
        front: [glass(0.12, 0.04, 2.23, 0.44, { cols: 2, frame: body, noGlow: true, frameW: 0.09 })],
        left: [glass(0.1, 0.04, 1.46, 0.44, { cols: 1, frame: body, noGlow: true })],
        right: [glass(0.1, 0.04, 1.46, 0.44, { cols: 1, frame: body, noGlow: true })],
      },
      bias: 0.05,
    }),
  );
  for (const wx of [x + 0.95, x + 3.6]) {
    s.sprite(
      V(wx, 0.34, z - 0.01),
      1,
      (px, py, k) => {
        const rr = k * 0.34;
        return `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rr)}" ry="${r1(rr)}" fill="#1c1d20"/><ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rr * 0.5)}" ry="${r1(rr * 0.5)}" fill="#8d9096"/>`;
      },
      -0.5,
    );
  }
}

function sceneStorefront(spec: SceneSpec & { awnings?: boolean }): string {
  const r = new Rng(spec.seed);
  const side = r.chance(0.5) ? -1 : 1;
  const pos = V(side * r.range(8, 12), 1.7, -34);
  const cam: Camera = {
    pos,
    yaw: Math.atan2(-pos.x * 0.8, 34),
    f: spec.h * r.range(1.45, 1.55),
    cx: spec.w / 2,
    cy: spec.h * r.range(0.66, 0.7),
  };
  const s = new Scene(spec.w, spec.h, cam, PALETTES[spec.palette], r);
  sky(s);
  hills(s, { layers: 2, amp: 0.8 });
  cityline(s);
  groundFill(s, '#8a8580');
  atmosphere(s);
  // street, curb and sidewalk
  s.ground.push(groundQuad(s, -80, -40, 80, -4.2, '#55565a'));
  paving(s, -80, -4.2, 80, 0, '#cfcac1', 1.5);
  s.ground.push(groundQuad(s, -80, -4.35, 80, -4.2, '#e9e5dd', 0.02));
  let dashes = '';
  for (let x = -80; x < 80; x += 6) dashes += s.line(V(x, 0.01, -12), V(x + 3, 0.01, -12), '#e7d9a5', 0.14);
  s.ground.push(dashes);
  const mats = [
    { c: '#efe9df', d: [] as Decal[] },
    { c: '#b86f52', d: [courses(0.12, '#ffffff', 0.25)] },
    { c: '#3b3d42', d: [courses(0.6, '#000000', 0.2)] },
    { c: '#d8cdbb', d: [] as Decal[] },
    { c: '#a26f47', d: [slats(0.15, '#5a3a22', 0.4)] },
  ];
  const awn = ['#2f3a48', '#3b3d42', '#5c6b57', '#8a4b35', '#c9a45c'];
  let x = -26;
  let idx = r.int(0, 4);
  while (x < 26) {
    const bw = r.range(9, 14);
    const bh = r.pick([7.2, 8.4, 10.5, 11]);
    const mat = at(mats, idx);
    idx += r.int(1, 2);
    const setback = r.range(0, 0.6);
    const awnCol = r.pick(awn);
    const signBand = r.pick(['#1f2022', '#2f3a48', '#ffffff']);
    const upperRows = bh > 9 ? 2 : 1;
    const decals: Decal[] = [
      ...mat.d,
      glass(0.7, 0.05, bw - 0.7, 3.2, { cols: Math.round((bw - 1.4) / 2.2), frame: '#1f2022', frameW: 0.07 }),
      panel(0.5, 3.45, bw - 0.5, 4.1, signBand),
      panel(
        bw / 2 - 1.3,
        3.6,
        bw / 2 + 1.3,
        3.95,
        signBand === '#ffffff' ? '#2a2b2e' : '#d4af37',
        ' opacity="0.85"',
      ),
    ];
    for (let row = 0; row < upperRows; row++) {
      const v0 = 4.8 + row * 3;
      const n = Math.max(2, Math.round(bw / 3));
      for (let k = 0; k < n; k++) {
        const u0 = 0.9 + ((bw - 1.8) * k) / n + 0.3;
        const u1 = 0.9 + ((bw - 1.8) * (k + 1)) / n - 0.3;
        decals.push(glass(u0, v0, u1, v0 + 2, { cols: 1, frame: '#2a2b2e', furniture: false, spill: false }));
      }
    }
    decals.push(underShadow(bh, 0.35));
    s.addSolid(
      box(x, 0, setback, x + bw, bh, 14, mat.c, { decals: { front: decals, left: mat.d, right: mat.d } }),
    );
    s.addSolid(
      box(x - 0.1, bh, setback - 0.25, x + bw + 0.1, bh + 0.45, 14, darken(mat.c, 0.08), {
        bias: -0.05,
        hole: { x0: x - 0.1, x1: x + bw + 0.1, z0: setback, z1: 14 },
      }),
    );
    if (spec.awnings !== false && r.chance(0.75)) {
      const y0 = 3.35;
      const ap = [
        V(x + 0.5, y0, setback),
        V(x + bw - 0.5, y0, setback),
        V(x + bw - 0.5, y0 - 0.55, setback - 1.5),
        V(x + 0.5, y0 - 0.55, setback - 1.5),
      ];
      const col = s.shadeColor(awnCol, vNorm(V(0, 0.9, -0.4)));
      let svg = s.poly(ap, col);
      for (let u = x + 0.5; u < x + bw - 0.5; u += 0.5)
        svg += s.line(
          V(u, y0, setback),
          V(u, y0 - 0.55, setback - 1.5),
          lighten(col, 0.12),
          0.2,
          ' opacity="0.5"',
        );
      svg += s.poly(
        [
          V(x + 0.5, y0 - 0.55, setback - 1.5),
          V(x + bw - 0.5, y0 - 0.55, setback - 1.5),
          V(x + bw - 0.5, y0 - 0.8, setback - 1.5),
          V(x + 0.5, y0 - 0.8, setback - 1.5),
        ],
        darken(col, 0.15),
      );
      s.add(s.depth(V(x + bw / 2, y0, setback - 1.5)) - 0.1, svg);
      s.shadows.push(
        s.poly(
          [
            V(x + 0.5, 0.01, setback),
            V(x + bw - 0.5, 0.01, setback),
            V(x + bw - 0.5, 0.01, setback - 1.2),
            V(x + 0.5, 0.01, setback - 1.2),
          ],
          'inherit',
        ),
      );
    }
    // cafe tables
    if (r.chance(0.5)) {
      for (let k = 0; k < 2; k++) {
        const tx = x + 2 + k * 3;
        const tz = setback - 2.2;
        s.addSolid(box(tx - 0.35, 0.72, tz - 0.35, tx + 0.35, 0.76, tz + 0.35, '#2a2b2e'));
        s.add(s.depth(V(tx, 0, tz)), s.line(V(tx, 0, tz), V(tx, 0.72, tz), '#2a2b2e', 0.05));
        const ucol = r.pick(['#f1ece4', '#c9a45c', '#2f3a48']);
        s.sprite(
          V(tx, 2.4, tz),
          1,
          (px, py, hp) => {
            const w2 = hp * 1.3;
            return `<line x1="${r1(px)}" y1="${r1(py)}" x2="${r1(px)}" y2="${r1(py + hp * 1.7)}" stroke="#2a2b2e" stroke-width="${r1(hp * 0.04)}"/><path d="M${r1(px - w2)},${r1(py + hp * 0.35)} Q${r1(px)},${r1(py - hp * 0.25)} ${r1(px + w2)},${r1(py + hp * 0.35)} Z" fill="${ucol}"/><path d="M${r1(px - w2)},${r1(py + hp * 0.35)} Q${r1(px)},${r1(py + hp * 0.2)} ${r1(px + w2)},${r1(py + hp * 0.35)} Z" fill="#000" opacity="0.15"/>`;
          },
          -0.2,
        );
      }
    }
    x += bw + r.range(0, 0.4);
  }
  for (let px = -30; px < 30; px += r.range(9, 12)) palm(s, px, -3, r.range(10, 13), r.int(1, 9999));
  for (let px = -24; px < 30; px += 12) {
    s.add(s.depth(V(px, 0, -3.6)), s.line(V(px, 0, -3.6), V(px, 4.6, -3.6), '#2a2b2e', 0.1));
    s.sprite(
      V(px, 4.6, -3.6),
      1,
      (qx, qy, hp) =>
        `<rect x="${r1(qx - hp * 0.3)}" y="${r1(qy - hp * 0.12)}" width="${r1(hp * 0.6)}" height="${r1(hp * 0.16)}" fill="#2a2b2e"/>${s.pal.glow > 0.5 ? `<circle cx="${r1(qx)}" cy="${r1(qy + hp * 0.1)}" r="${r1(hp * 0.5)}" fill="#ffe2a8" opacity="0.35"/>` : ''}`,
    );
  }
  plantRow(s, -30, 30, -0.6, ['shrub', 'grass'], 3.5);
  const cars = ['#f1f1ee', '#a9adb3', '#1f2125', '#2f3a48', '#7f8f86', '#8a2f2a'];
  for (let cx = -34; cx < 30; cx += r.range(5.5, 11)) if (r.chance(0.7)) car(s, cx, -6.2, r.pick(cars));
  return s.render();
}

function sceneRebuild(
  spec: SceneSpec & {
    mode: 'framing' | 'street';
    gable?: boolean;
    mountains?: boolean;
    ocean?: boolean;
    /** Show the fire damage (a standing chimney, burnt trees, scorched hills). */
    burnt?: boolean;
  },
): string {
  const r = new Rng(spec.seed);
  const side = r.chance(0.5) ? -1 : 1;
  const street = spec.mode === 'street';
  const burnt = spec.burnt ?? true;
  const pos = street ? V(-3, 3, -40) : V(side * r.range(6, 9), 2, -21);
  const cam: Camera = {
    pos,
    yaw: street ? 0.02 : Math.atan2(-pos.x * 0.7, 21),
    f: street ? spec.w * 0.75 : spec.h * r.range(1.2, 1.3),
    cx: spec.w / 2,
    cy: spec.h * (street ? 0.56 : r.range(0.6, 0.64)),
  };
  const s = new Scene(spec.w, spec.h, cam, PALETTES[spec.palette], r);
  sky(s);
  if (spec.ocean) {
    hills(s, { layers: 1, amp: 0.8, trees: false });
    const edge = s.proj(V(0, 0, 40))[1];
    ocean(s, edge - cam.cy + 2);
    s.back.push(
      `<rect x="0" y="${r1(edge)}" width="${s.w}" height="${r1(s.h - edge)}" fill="${s.pal.ground}"/>`,
    );
  } else {
    hills(s, { mountains: spec.mountains, amp: spec.mountains ? (street ? 1.0 : 1.4) : 1, burnt });
    groundFill(s, s.pal.ground);
  }
  atmosphere(s);
  s.ground.push(groundQuad(s, -80, -40, 80, 30, mix('#a59d86', s.pal.ground, 0.3)));
  s.ground.push(groundQuad(s, -80, -16, 80, -8, '#5a5b5f'));
  s.ground.push(groundQuad(s, -80, -8, 80, -6.5, '#cfcac1'));
  if (street) {
    // three lots: burned, framing, finished
    const ash = '#6e6964';
    s.ground.push(groundQuad(s, -34, -6.5, -13, 14, ash));
    let blotches = '';
    for (let i = 0; i < 16; i++) {
      const p = s.proj(V(r.range(-33, -14), 0, r.range(-5, 12)));
      blotches += `<ellipse cx="${r1(p[0])}" cy="${r1(p[1])}" rx="${r1(r.range(20, 60))}" ry="${r1(r.range(4, 10))}" fill="#3c3834" opacity="0.45"/>`;
    }
    s.ground.push(`<g filter="url(#fSoft)">${blotches}</g>`);
    s.addSolid(box(-31, 0, 0, -16, 0.45, 0.35, '#a39e96'));
    s.addSolid(box(-31, 0, 0, -30.6, 0.45, 10, '#a39e96'));
    chimneyRuin(s, -24, 5, 6.2);
    const bt = '#2b2522';
    const seedA = r.int(1, 9999);
    s.sprite(V(-33, 0, 10), 9, (px, py, hp) => burntTreeSvg(px, py, hp, new Rng(seedA), bt));
    const seedB = r.int(1, 9999);
    s.sprite(V(-17, 0, 12), 7, (px, py, hp) => burntTreeSvg(px, py, hp, new Rng(seedB), bt));
    for (let i = 0; i < 7; i++) {
      const dx = r.range(-30, -18);
      const dz = r.range(1, 9);
      s.addSolid(
        box(
          dx,
          0,
          dz,
          dx + r.range(0.4, 1.6),
          r.range(0.1, 0.35),
          dz + r.range(0.3, 1.2),
          r.pick(['#3c3834', '#5a524b', '#7a6f66']),
        ),
      );
    }
    fence(s, -34, -29, -5.5, 1.8, '#000', 'mesh');
    s.ground.push(groundQuad(s, -12, -6.5, 9, 14, '#b9a98a'));
    framedHouse(s, r, { cx: -1.5, z0: 1, w: 13, d: 9, floors: 2, gable: true, sheathing: 0.45 });
    s.addSolid(
      box(4, 0, -4.5, 8.5, 0.5, -3.3, '#c9a46a', { decals: { front: [courses(0.12, '#6a4a22', 0.5)] } }),
    );
    s.addSolid(box(-11, 0, 9, -8.8, 1.4, 13.5, '#a8642e'));
    s.ground.push(groundQuad(s, -80, -19.5, 80, -16, '#cfcac1'));
    s.ground.push(groundQuad(s, -80, -60, 80, -19.5, mix('#93a56c', s.pal.ground, 0.3)));
    foreground(s, r, { dist: 13 });
    gableHouse(s, r, { cx: 18, z0: 1, camSide: -1, style: 'farmhouse' });
    tree(s, 11, -3, 3.2, r.int(1, 9999));
    tree(s, 25, -3, 3.6, r.int(1, 9999));
    palm(s, 30, 12, 17, r.int(1, 9999));
    plantRow(s, 12, 25, -1.5, ['shrub', 'grass', 'agave'], 1.3);
  } else {
    s.ground.push(groundQuad(s, -14, -6.5, 14, 16, '#b9a98a'));
    const gable = spec.gable ?? false;
    framedHouse(s, r, {
      cx: 0,
      z0: 0,
      w: r.range(12, 15),
      d: 10,
      floors: gable ? 1 : 2,
      gable,
      sheathing: r.range(0.3, 0.6),
    });
    if (burnt && !gable) chimneyRuin(s, -9.5, 7, 5.5);
    s.addSolid(
      box(5, 0, -4.6, 9.5, 0.55, -3.4, '#c9a46a', { decals: { front: [courses(0.12, '#6a4a22', 0.5)] } }),
    );
    s.addSolid(box(-12.5, 0, -5, -10.3, 1.4, -0.5, '#a8642e'));
    fence(s, -16, -10, -6, 1.8, '#000', 'mesh');
    fence(s, 10, 16, -6, 1.8, '#000', 'mesh');
    const bt = '#2b2522';
    const sd = r.int(1, 9999);
    if (burnt) s.sprite(V(-13, 0, 14), 10, (px, py, hp) => burntTreeSvg(px, py, hp, new Rng(sd), bt));
    else tree(s, -13, 12, 8, sd);
    palm(s, 13, 12, 15, r.int(1, 9999));
    tree(s, 17, 4, 6, r.int(1, 9999));
    plantRow(s, -14, 14, -7, ['grass'], 4);
    s.ground.push(groundQuad(s, -80, -60, 80, -16, mix('#93a56c', s.pal.ground, 0.35)));
    foreground(s, r, { dist: 5.5 });
  }
  return s.render();
}

// ---------------------------------------------------------------- interiors

type InteriorKind = 'kitchen' | 'living' | 'office';

function sceneInterior(spec: SceneSpec & { kind: InteriorKind; view: 'ocean' | 'hills' | 'city' }): string {
  const r = new Rng(spec.seed);
  const office = spec.kind === 'office';
  const cam: Camera = {
    pos: V(r.range(-0.7, 0.7), 1.4, -1.2),
    yaw: r.range(-0.12, 0.12),
    f: spec.h * 0.87,
    cx: spec.w / 2,
    cy: spec.h * 0.5,
  };
  const pal: Palette = {
    ...PALETTES[spec.palette],
    sunDir: vNorm(V(-0.45, 0.8, -0.35)),
    shadowOpacity: 0.22,
  };
  const s = new Scene(spec.w, spec.h, cam, pal, r);
  s.mirror = spec.seed % 2 === 1;
  const RX0 = -4.8;
  const RX1 = 4.8;
  const RY = office ? 4.2 : 3.2;
  const RZ0 = -2.2;
  const RZ1 = office ? 12 : 9.5;
  const wall = office ? '#eeebe6' : r.pick(['#f1ece4', '#efe8dc', '#ece6de']);
  const floorCol = office ? '#b9b4ac' : r.pick(['#c9a57f', '#b48a62', '#d6c2a3']);
  const ceiling = office ? '#34373b' : lighten(wall, 0.2);
  // outside view through the back wall
  const winY1 = office ? 3.5 : RY - 0.2;
  const wins: [number, number][] = office
    ? [
        [-4.2, -1.7],
        [-1.2, 1.2],
        [1.7, 4.2],
      ]
    : [[-4.1, 4.1]];
  const clip = s.id('win');
  s.defs.push(
    `<clipPath id="${clip}">${wins.map(([a, b]) => `<polygon points="${s.pts([V(a, 0, RZ1), V(b, 0, RZ1), V(b, winY1, RZ1), V(a, winY1, RZ1)])}"/>`).join('')}</clipPath>`,
  );
  s.back.push(s.poly([V(RX0, 0, RZ1), V(RX1, 0, RZ1), V(RX1, RY, RZ1), V(RX0, RY, RZ1)], wall));
  const outside = new Scene(spec.w, spec.h, cam, pal, r);
  sky(outside, { clouds: 3 });
  if (spec.view === 'ocean') {
    hills(outside, { layers: 1, amp: 0.6, trees: false });
    ocean(outside, spec.h * 0.06);
    outside.back.push(
      `<rect x="0" y="${r1(cam.cy + spec.h * 0.06)}" width="${spec.w}" height="${spec.h}" fill="${mix('#8ea36a', pal.ground, 0.3)}"/>`,
    );
  } else if (spec.view === 'city') {
    hills(outside, { layers: 2, amp: 0.7 });
    cityline(outside);
    groundFill(outside, pal.ground);
  } else {
    hills(outside, { layers: 3 });
    groundFill(outside, pal.ground);
    treeLine(outside, 300, 1.2);
  }
  for (let i = 0; i < 3; i++)
    palm(outside, r.range(-30, 30), RZ1 + r.range(70, 110), r.range(9, 13), r.int(1, 9999));
  if (!office) outside.ground.push(groundQuad(outside, -8, RZ1, 8, RZ1 + 5, '#ddd4c4'));
  const outsideSvg = outside
    .render()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  s.back.push(`<g clip-path="url(#${clip})">${outsideSvg}</g>`);
  let mull = '';
  for (const [a, b] of wins) {
    const n = Math.max(1, Math.round((b - a) / 2));
    for (let i = 0; i <= n; i++) {
      const xx = a + ((b - a) * i) / n;
      mull += s.line(V(xx, 0, RZ1), V(xx, winY1, RZ1), '#2a2b2e', 0.07);
    }
    mull += s.line(V(a, winY1, RZ1), V(b, winY1, RZ1), '#2a2b2e', 0.08);
    mull += s.line(V(a, 0.02, RZ1), V(b, 0.02, RZ1), '#2a2b2e', 0.06);
    if (office) mull += s.line(V(a, 2.4, RZ1), V(b, 2.4, RZ1), '#2a2b2e', 0.05);
  }
  s.back.push(mull);
  // room surfaces
  const floorShade = s.id('fl');
  s.defs.push(
    `<linearGradient id="${floorShade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(floorCol, 0.18)}"/><stop offset="1" stop-color="${darken(floorCol, 0.22)}"/></linearGradient>`,
  );
  s.back.push(
    s.poly([V(RX0, 0, RZ0), V(RX1, 0, RZ0), V(RX1, 0, RZ1), V(RX0, 0, RZ1)], `url(#${floorShade})`),
  );
  let planks = '';
  if (office) {
    for (let z = RZ0 + 3; z < RZ1; z += 3)
      planks += s.line(V(RX0, 0.003, z), V(RX1, 0.003, z), darken(floorCol, 0.12), 0.015);
    for (let xx = RX0 + 3; xx < RX1; xx += 3)
      planks += s.line(V(xx, 0.003, RZ0), V(xx, 0.003, RZ1), darken(floorCol, 0.12), 0.015);
  } else {
    for (let xx = RX0; xx < RX1; xx += 0.19) {
      planks += s.line(V(xx, 0.003, RZ0), V(xx, 0.003, RZ1), darken(floorCol, 0.18), 0.008, ' opacity="0.6"');
      for (let z = r.range(0, 2); z < RZ1; z += r.range(1.6, 2.4))
        planks += s.line(
          V(xx, 0.003, z),
          V(xx + 0.19, 0.003, z),
          darken(floorCol, 0.18),
          0.006,
          ' opacity="0.5"',
        );
    }
  }
  s.back.push(planks);
  const ceilId = s.id('ce');
  s.defs.push(
    `<linearGradient id="${ceilId}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${ceiling}"/><stop offset="1" stop-color="${darken(ceiling, 0.1)}"/></linearGradient>`,
  );
  s.back.push(
    s.poly([V(RX0, RY, RZ0), V(RX0, RY, RZ1), V(RX1, RY, RZ1), V(RX1, RY, RZ0)], `url(#${ceilId})`),
  );
  const leftWall = office
    ? '#a26f47'
    : r.chance(0.4)
      ? r.pick(['#d9cbb6', '#b7b8a6', '#c9b8a4'])
      : darken(wall, 0.04);
  s.back.push(
    s.poly([V(RX0, 0, RZ0), V(RX0, 0, RZ1), V(RX0, RY, RZ1), V(RX0, RY, RZ0)], darken(leftWall, 0.1)),
  );
  s.back.push(s.poly([V(RX1, 0, RZ1), V(RX1, 0, RZ0), V(RX1, RY, RZ0), V(RX1, RY, RZ1)], darken(wall, 0.16)));
  if (office) {
    let sl = '';
    for (let z = RZ0; z < RZ1; z += 0.2)
      sl += s.line(V(RX0 + 0.01, 0, z), V(RX0 + 0.01, RY, z), '#5a3a22', 0.02, ' opacity="0.5"');
    s.back.push(sl);
  }
  // sunlight falling through the glazing onto the floor
  const toSun = vNorm(V(r.range(-0.5, 0.5), 0.62, 0.75));
  const drop = (x: number, y: number): Vec =>
    V(x - (toSun.x * y) / toSun.y, 0.004, RZ1 - (toSun.z * y) / toSun.y);
  s.back.push(
    wins
      .map(([a, b]) =>
        s.poly(
          [drop(a, 0), drop(b, 0), drop(b, winY1), drop(a, winY1)],
          lighten(pal.sunGlow, 0.3),
          ` opacity="${office ? 0.14 : 0.24}" filter="url(#fSoft)"`,
        ),
      )
      .join(''),
  );
  // ceiling details
  if (office) {
    for (const xx of [-2.5, 2.2])
      s.addSolid(
        box(xx - 0.22, RY - 0.6, RZ0, xx + 0.22, RY - 0.25, RZ1 - 0.2, '#c3c8cc', { shadow: false }),
      );
    for (let z = 2.5; z < RZ1 - 1; z += 2.6) {
      s.addSolid(box(-1.6, 2.85, z, 1.6, 2.93, z + 0.12, '#1f2022', { shadow: false, bias: -0.5 }));
      s.add(
        s.depth(V(0, 2.8, z)) - 0.6,
        s.line(V(-1.5, 2.84, z + 0.06), V(1.5, 2.84, z + 0.06), '#fff5dc', 0.05),
      );
      s.add(
        s.depth(V(0, 2.8, z)) - 0.6,
        s.line(V(-1, 2.93, z + 0.06), V(-1, RY - 0.2, z + 0.06), '#1f2022', 0.01) +
          s.line(V(1, 2.93, z + 0.06), V(1, RY - 0.2, z + 0.06), '#1f2022', 0.01),
      );
    }
  } else if (r.chance(0.5)) {
    for (let z = 1.5; z < RZ1; z += 2.4)
      s.addSolid(box(RX0, RY - 0.18, z, RX1, RY, z + 0.16, '#a8845e', { shadow: false }));
  } else {
    let dots = '';
    for (let z = 1.5; z < RZ1; z += 2)
      for (const xx of [-2.6, 0, 2.6]) {
        const [px, py] = s.proj(V(xx, RY - 0.001, z));
        const k = s.ppm(V(xx, RY, z));
        dots += `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(k * 0.09)}" ry="${r1(k * 0.03)}" fill="#fffaf0"/>`;
      }
    s.back.push(dots);
  }
  const wood = r.pick(['#8a5c3a', '#a97c54', '#6e4a30']);
  const rugCol = r.pick(['#d8cfc0', '#b9a58c', '#c7c1b5']);
  if (spec.kind === 'kitchen') {
    const cab = r.pick(['#f3efe8', '#2f3a48', '#7f8f7a', '#b89a76', '#e8e1d4']);
    const stoneTop = r.pick(['#efece6', '#f4f2ee', '#d9d4cc']);
    // island
    const ix0 = -1.6 + r.range(-0.4, 0.4);
    const iz0 = 3.4;
    const grooves = slats(0.3, darken(cab, 0.3), 0.6);
    s.addSolid(
      box(ix0, 0, iz0, ix0 + 3.4, 0.9, iz0 + 1.1, cab, {
        decals: { front: [grooves], left: [grooves], right: [grooves] },
      }),
    );
    s.addSolid(box(ix0 - 0.05, 0.9, iz0 - 0.25, ix0 + 3.45, 0.95, iz0 + 1.15, stoneTop, { bias: -0.3 }));
    for (let k = 0; k < 3; k++) {
      const sx = ix0 + 0.65 + k * 1.05;
      const sz = iz0 - 0.45;
      let legs = '';
      for (const [dx, dz] of [
        [-0.17, -0.17],
        [0.17, -0.17],
        [-0.17, 0.17],
        [0.17, 0.17],
      ] as const)
        legs += s.line(V(sx + dx, 0, sz + dz), V(sx + dx * 0.8, 0.65, sz + dz * 0.8), '#2a2b2e', 0.025);
      s.add(s.depth(V(sx, 0.3, sz)), legs);
      s.addSolid(box(sx - 0.2, 0.65, sz - 0.2, sx + 0.2, 0.71, sz + 0.2, wood, { bias: -0.05 }));
      s.addSolid(
        box(sx - 0.2, 0.71, sz + 0.15, sx + 0.2, 0.95, sz + 0.2, wood, { bias: 0.02, shadow: false }),
      );
    }
    // pendants over the island
    const brass = r.pick(['#b8924a', '#2a2b2e', '#e9e3d6']);
    for (let k = 0; k < 3; k++) {
      const px = ix0 + 0.7 + k * 1.0;
      const pz = iz0 + 0.55;
      s.add(s.depth(V(px, 2, pz)) - 1, s.line(V(px, RY, pz), V(px, 2.05, pz), '#2a2b2e', 0.01));
      s.sprite(
        V(px, 1.85, pz),
        1,
        (qx, qy, k2) => {
          const rr = k2 * 0.2;
          return `<ellipse cx="${r1(qx)}" cy="${r1(qy + rr * 0.6)}" rx="${r1(rr * 3)}" ry="${r1(rr * 2)}" fill="#ffe2a8" opacity="0.18"/><path d="M${r1(qx - rr)},${r1(qy + rr * 0.2)} Q${r1(qx - rr)},${r1(qy - rr * 0.9)} ${r1(qx)},${r1(qy - rr * 0.95)} Q${r1(qx + rr)},${r1(qy - rr * 0.9)} ${r1(qx + rr)},${r1(qy + rr * 0.2)} Z" fill="${brass}"/><ellipse cx="${r1(qx)}" cy="${r1(qy + rr * 0.2)}" rx="${r1(rr * 0.9)}" ry="${r1(rr * 0.18)}" fill="#fff6dc"/>`;
        },
        -1,
      );
    }
    // perimeter cabinets on the left wall
    const doors: Decal = (sc, fr) => {
      let out = '';
      for (let u = 0.6; u < fr.w; u += 0.6)
        out += sc.line(fp(fr, u, 0.1), fp(fr, u, fr.h - 0.05), darken(cab, 0.3), 0.01);
      for (let u = 0.3; u < fr.w; u += 0.6)
        out += sc.line(fp(fr, u - 0.08, fr.h - 0.15), fp(fr, u + 0.08, fr.h - 0.15), '#b8924a', 0.015);
      return out;
    };
    s.addSolid(box(RX0, 0, 1, RX0 + 0.65, 0.9, 7.6, cab, { decals: { right: [doors] } }));
    s.addSolid(box(RX0, 0.9, 0.95, RX0 + 0.68, 0.95, 7.6, stoneTop));
    s.back.push(
      s.poly(
        [
          V(RX0 + 0.005, 0.95, 1),
          V(RX0 + 0.005, 0.95, 7.6),
          V(RX0 + 0.005, 1.6, 7.6),
          V(RX0 + 0.005, 1.6, 1),
        ],
        r.pick(['#e8e3da', '#9fb3b0', '#d9c9b0']),
        '',
      ),
    );
    let tiles = '';
    for (let z = 1; z < 7.6; z += 0.15)
      tiles += s.line(V(RX0 + 0.01, 0.95, z), V(RX0 + 0.01, 1.6, z), '#ffffff', 0.006, ' opacity="0.5"');
    s.back.push(tiles);
    s.addSolid(box(RX0, 1.6, 1, RX0 + 0.1, 1.63, 4, wood, { shadow: false }));
    s.addSolid(box(RX0, 2.05, 1, RX0 + 0.3, 2.09, 4, wood, { shadow: false }));
    s.addSolid(box(RX0, 1.6, 4.6, RX0 + 0.4, 2.5, 7.6, cab, { decals: { right: [doors] }, shadow: false }));
    s.addSolid(box(RX0, 0, 7.6, RX0 + 0.65, RY - 0.1, 9.4, cab, { decals: { right: [doors] } }));
    // dining table on the right
    const tz = r.range(4.8, 6);
    s.addSolid(box(1.9, 0.72, tz, 4.1, 0.77, tz + 1.0, wood, { bias: -0.2 }));
    let tl = '';
    for (const [dx, dz] of [
      [0.1, 0.1],
      [2.1, 0.1],
      [0.1, 0.9],
      [2.1, 0.9],
    ] as const)
      tl += s.line(V(1.9 + dx, 0, tz + dz), V(1.9 + dx, 0.72, tz + dz), darken(wood, 0.2), 0.05);
    s.add(s.depth(V(3, 0.3, tz)), tl);
    for (const cx of [2.3, 3.5]) {
      s.addSolid(box(cx - 0.22, 0.45, tz - 0.55, cx + 0.22, 0.5, tz - 0.1, '#e3ddd2'));
      s.addSolid(box(cx - 0.22, 0.5, tz - 0.6, cx + 0.22, 0.95, tz - 0.55, '#e3ddd2'));
    }
  } else if (spec.kind === 'living') {
    s.ground.push(
      s.poly([V(-2.8, 0.006, 3), V(2.6, 0.006, 3), V(2.6, 0.006, 7.2), V(-2.8, 0.006, 7.2)], rugCol),
    );
    s.ground.push(
      s.poly(
        [V(-2.6, 0.007, 3.2), V(2.4, 0.007, 3.2), V(2.4, 0.007, 7), V(-2.6, 0.007, 7)],
        'none',
        ` stroke="${darken(rugCol, 0.15)}" stroke-width="2"`,
      ),
    );
    const fabric = r.pick(['#e9e3d8', '#d8cbb8', '#b9b3a6', '#8a8f86']);
    // sofa along the right, facing left
    const sx = 2.3;
    s.addSolid(box(sx, 0.1, 3.2, sx + 1.0, 0.45, 7, fabric));
    s.addSolid(box(sx + 0.75, 0.45, 3.2, sx + 1.0, 0.85, 7, fabric, { bias: 0.05 }));
    s.addSolid(box(sx, 0.45, 3.2, sx + 1.0, 0.65, 3.45, fabric, { bias: -0.05 }));
    s.addSolid(box(sx, 0.45, 6.75, sx + 1.0, 0.65, 7, fabric));
    for (const pz of [3.8, 6.2])
      s.addSolid(
        box(sx + 0.5, 0.45, pz, sx + 0.72, 0.85, pz + 0.45, r.pick(['#c9a45c', '#5c6b57', '#8a4b35']), {
          shadow: false,
        }),
      );
    // lounge chairs on the left
    for (const cz of [3.8, 5.6]) {
      s.addSolid(box(-2.6, 0.15, cz, -1.8, 0.45, cz + 0.8, wood));
      s.addSolid(box(-2.55, 0.42, cz + 0.05, -1.85, 0.52, cz + 0.75, lighten(fabric, 0.1), { bias: -0.02 }));
      s.addSolid(box(-2.6, 0.45, cz, -2.45, 0.9, cz + 0.8, wood, { bias: 0.05 }));
    }
    // coffee table
    s.addSolid(box(-0.9, 0.05, 4.3, 1.2, 0.38, 5.6, r.pick(['#d9d4cc', wood, '#3b3d42'])));
    // artwork on the right wall
    const art = r.pick([
      ['#c9a45c', '#2f3a48', '#e8dfd1'],
      ['#8a4b35', '#d8cbb8', '#5c6b57'],
      ['#2f3a48', '#b7c4cc', '#d4af37'],
    ] as const);
    const ax = RX1 - 0.02;
    s.back.push(s.poly([V(ax, 1.3, 6.8), V(ax, 1.3, 3.4), V(ax, 2.6, 3.4), V(ax, 2.6, 6.8)], '#2a2b2e'));
    s.back.push(s.poly([V(ax, 1.36, 6.7), V(ax, 1.36, 3.5), V(ax, 2.54, 3.5), V(ax, 2.54, 6.7)], art[2]));
    s.back.push(s.poly([V(ax, 1.5, 6.2), V(ax, 1.5, 5.0), V(ax, 2.3, 5.0), V(ax, 2.3, 6.2)], art[0]));
    s.back.push(s.poly([V(ax, 1.6, 4.6), V(ax, 1.6, 3.8), V(ax, 2.1, 3.8), V(ax, 2.1, 4.6)], art[1]));
    // linear fireplace on the left wall
    const fx = RX0 + 0.01;
    s.back.push(
      s.poly(
        [V(fx, 0, 2.5), V(fx, 0, 7.5), V(fx, RY, 7.5), V(fx, RY, 2.5)],
        r.pick(['#cfc6b8', '#b9b0a2', '#3b3d42']),
      ),
    );
    s.back.push(
      s.poly(
        [
          V(fx + 0.005, 0.45, 3.4),
          V(fx + 0.005, 0.45, 6.6),
          V(fx + 0.005, 0.95, 6.6),
          V(fx + 0.005, 0.95, 3.4),
        ],
        '#1c1a19',
      ),
    );
    const fl = s.id('fire');
    s.defs.push(
      `<linearGradient id="${fl}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ffd27a"/><stop offset="0.5" stop-color="#f08a3c"/><stop offset="1" stop-color="#f08a3c" stop-opacity="0"/></linearGradient>`,
    );
    s.back.push(
      s.poly(
        [
          V(fx + 0.006, 0.5, 3.5),
          V(fx + 0.006, 0.5, 6.5),
          V(fx + 0.006, 0.78, 6.5),
          V(fx + 0.006, 0.78, 3.5),
        ],
        `url(#${fl})`,
      ),
    );
    // floor lamp and plant
    s.add(s.depth(V(3.7, 0, 7.6)), s.line(V(3.7, 0, 7.6), V(3.7, 1.5, 7.6), '#2a2b2e', 0.025));
    s.sprite(
      V(3.7, 1.5, 7.6),
      1,
      (qx, qy, k) =>
        `<ellipse cx="${r1(qx)}" cy="${r1(qy + k * 0.1)}" rx="${r1(k * 0.6)}" ry="${r1(k * 0.5)}" fill="#ffe2a8" opacity="0.25"/><path d="M${r1(qx - k * 0.2)},${r1(qy + k * 0.05)} L${r1(qx - k * 0.14)},${r1(qy - k * 0.28)} L${r1(qx + k * 0.14)},${r1(qy - k * 0.28)} L${r1(qx + k * 0.2)},${r1(qy + k * 0.05)} Z" fill="#f4ecd9"/>`,
      -0.1,
    );
  } else {
    // office: glass conference room on the right, desks in the middle
    const gx = 1.6;
    const gz0 = 5.5;
    const gz1 = RZ1 - 0.01;
    let glassSvg = s.poly(
      [V(gx, 0, gz0), V(gx, 0, gz1), V(gx, 3.2, gz1), V(gx, 3.2, gz0)],
      '#dfe9ee',
      ' opacity="0.28"',
    );
    glassSvg += s.poly(
      [V(gx, 0, gz0), V(RX1, 0, gz0), V(RX1, 3.2, gz0), V(gx, 3.2, gz0)],
      '#dfe9ee',
      ' opacity="0.28"',
    );
    for (let z = gz0; z <= gz1; z += 1.6) glassSvg += s.line(V(gx, 0, z), V(gx, 3.2, z), '#2a2b2e', 0.04);
    for (let xx = gx; xx <= RX1; xx += 1.6)
      glassSvg += s.line(V(xx, 0, gz0), V(xx, 3.2, gz0), '#2a2b2e', 0.04);
    glassSvg +=
      s.line(V(gx, 3.2, gz0), V(gx, 3.2, gz1), '#2a2b2e', 0.06) +
      s.line(V(gx, 3.2, gz0), V(RX1, 3.2, gz0), '#2a2b2e', 0.06);
    glassSvg += s.line(V(gx, 1.1, gz0), V(gx, 1.1, gz1), '#ffffff', 0.1, ' opacity="0.35"');
    glassSvg += s.poly([V(gx, 3.2, gz0), V(RX1, 3.2, gz0), V(RX1, RY, gz0), V(gx, RY, gz0)], '#eeebe6');
    s.add(s.depth(V(gx, 1.5, gz0)) - 0.5, glassSvg);
    s.addSolid(box(2.4, 0.72, gz0 + 1.5, 4.0, 0.76, gz1 - 1.2, wood));
    s.add(
      s.depth(V(3.2, 0.3, gz0 + 3)),
      s.line(V(3.2, 0, gz0 + 2), V(3.2, 0.72, gz0 + 2), '#2a2b2e', 0.08) +
        s.line(V(3.2, 0, gz1 - 2), V(3.2, 0.72, gz1 - 2), '#2a2b2e', 0.08),
    );
    for (let z = gz0 + 1.8; z < gz1 - 1.4; z += 1.1)
      for (const cx of [2.1, 4.3]) s.addSolid(box(cx - 0.22, 0.45, z, cx + 0.22, 0.95, z + 0.45, '#2a2b2e'));
    for (let row = 0; row < 3; row++) {
      const z = 2.4 + row * 2.1;
      for (const dx of [-3.4, -1.2]) {
        s.addSolid(box(dx, 0.72, z, dx + 1.6, 0.75, z + 0.8, '#f1ede6', { bias: -0.1 }));
        s.add(
          s.depth(V(dx + 0.8, 0.3, z + 0.4)),
          s.line(V(dx + 0.05, 0, z + 0.4), V(dx + 0.05, 0.72, z + 0.4), '#2a2b2e', 0.04) +
            s.line(V(dx + 1.55, 0, z + 0.4), V(dx + 1.55, 0.72, z + 0.4), '#2a2b2e', 0.04),
        );
        s.addSolid(
          box(dx + 0.5, 0.8, z + 0.55, dx + 1.1, 1.15, z + 0.6, '#1f2022', { bias: -0.15, shadow: false }),
        );
        const chx = dx + 0.8 + r.range(-0.15, 0.15);
        const chz = z - 0.35;
        s.addSolid(
          box(chx - 0.25, 0.44, chz - 0.22, chx + 0.25, 0.52, chz + 0.22, '#3b3d42', { bias: -0.02 }),
        );
        s.addSolid(
          box(chx - 0.22, 0.62, chz - 0.3, chx + 0.22, 0.98, chz - 0.25, '#55595f', { bias: -0.04 }),
        );
        s.add(
          s.depth(V(chx, 0.2, chz)),
          s.line(V(chx, 0.05, chz), V(chx, 0.44, chz), '#2a2b2e', 0.04) +
            s.line(V(chx - 0.28, 0.03, chz), V(chx + 0.28, 0.03, chz), '#2a2b2e', 0.04),
        );
      }
    }
    const pc = plantColors(pal);
    for (const [px, pz] of [
      [-4.3, 9.5],
      [1.2, 4.8],
    ] as const) {
      s.addSolid(box(px - 0.25, 0, pz - 0.25, px + 0.25, 0.5, pz + 0.25, '#e8e1d4'));
      const sd = r.int(1, 9999);
      s.sprite(
        V(px, 0.5, pz),
        1.4,
        (qx, qy, hp) => treeSvg(qx, qy + hp * 0.15, hp, new Rng(sd), pc, 'olive'),
        -0.1,
      );
    }
  }
  if (!office) {
    const pc = plantColors(pal);
    const px = r.chance(0.5) ? RX1 - 0.6 : RX0 + 0.9;
    const pz = RZ1 - 0.7;
    s.addSolid(
      box(px - 0.3, 0, pz - 0.3, px + 0.3, 0.55, pz + 0.3, r.pick(['#d9cfc0', '#3b3d42', '#b86f52'])),
    );
    const sd = r.int(1, 9999);
    s.sprite(
      V(px, 0.5, pz),
      1.9,
      (qx, qy, hp) => treeSvg(qx, qy + hp * 0.2, hp * 1.1, new Rng(sd), pc, 'olive'),
      -0.1,
    );
  }
  vignette(s, 0.3);
  return s.render();
}

// ---------------------------------------------------------------- founder portrait

function sceneFounder(w: number, h: number): string {
  const skin = '#c48c68';
  const skinDark = '#a06c4c';
  const jacket = '#27303f';
  const jacketLight = '#344055';
  const gold = '#d4af37';
  let lines = '';
  // a faint architectural elevation in the background
  const lc = '#b08d52';
  lines += `<path d="M90,640 L90,420 L260,300 L430,420 L430,640 M430,520 L700,520 L700,640 M150,640 L150,520 L230,520 L230,640 M300,470 L380,470 L380,560 L300,560 Z M480,560 L640,560 L640,610 L480,610 Z M40,640 L760,640" stroke="${lc}" stroke-width="2" fill="none" opacity="0.45"/>`;
  for (let x = 60; x < w; x += 60)
    lines += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="${lc}" stroke-width="0.6" opacity="0.12"/>`;
  for (let y = 40; y < h; y += 60)
    lines += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${lc}" stroke-width="0.6" opacity="0.12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#efe3cf"/><stop offset="1" stop-color="#d6bf9c"/></linearGradient>
<radialGradient id="sunb" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#f6cf8e" stop-opacity="0.9"/><stop offset="0.6" stop-color="#f0b874" stop-opacity="0.35"/><stop offset="1" stop-color="#f0b874" stop-opacity="0"/></radialGradient>
<linearGradient id="jk" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${jacketLight}"/><stop offset="0.55" stop-color="${jacket}"/><stop offset="1" stop-color="#1d2430"/></linearGradient>
<linearGradient id="hat" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#f1ede4"/><stop offset="1" stop-color="#cfc8bb"/></linearGradient>
<linearGradient id="face" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${skin}"/><stop offset="0.6" stop-color="${skin}"/><stop offset="1" stop-color="${skinDark}"/></linearGradient>
<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="400" cy="420" r="330" fill="url(#sunb)"/>
${lines}
<path d="M0,860 Q200,820 400,850 T800,830 L800,1000 L0,1000 Z" fill="#c4a77c" opacity="0.5"/>
<ellipse cx="400" cy="985" rx="330" ry="30" fill="#3a2a1e" opacity="0.18"/>
<path d="M70,1000 L95,820 Q110,720 215,690 L330,652 L470,652 L585,690 Q690,720 705,820 L730,1000 Z" fill="url(#jk)"/>
<path d="M345,600 L455,600 L462,680 Q400,712 338,680 Z" fill="${skinDark}"/>
<path d="M338,652 L400,760 L462,652 Z" fill="#ece6da"/>
<path d="M400,760 L400,1000" stroke="#1a202a" stroke-width="3"/>
<path d="M330,652 L300,668 L372,790 L400,760 Z" fill="#1f2735"/>
<path d="M470,652 L500,668 L428,790 L400,760 Z" fill="#182029"/>
<path d="M215,690 Q180,760 172,1000" stroke="#1a202a" stroke-width="3" fill="none" opacity="0.6"/>
<path d="M585,690 Q620,760 628,1000" stroke="#11161e" stroke-width="3" fill="none" opacity="0.6"/>
<rect x="470" y="800" width="85" height="14" rx="3" fill="#1a202a" opacity="0.6"/>
<circle cx="512" cy="790" r="9" fill="${gold}"/>
<g transform="rotate(-28 250 900)"><rect x="120" y="875" width="300" height="54" rx="27" fill="#d7e3ec"/><rect x="120" y="875" width="300" height="54" rx="27" fill="none" stroke="#9fb4c4" stroke-width="2"/><ellipse cx="410" cy="902" rx="14" ry="27" fill="#b9cbd8"/><ellipse cx="410" cy="902" rx="6" ry="14" fill="#8ea5b7"/><line x1="160" y1="885" x2="380" y2="885" stroke="#9fb4c4" stroke-width="1.5"/></g>
<path d="M150,1000 Q170,900 240,860 L300,900 Q250,940 240,1000 Z" fill="${jacketLight}"/>
<ellipse cx="309" cy="470" rx="16" ry="30" fill="${skinDark}"/>
<ellipse cx="491" cy="470" rx="14" ry="28" fill="${skinDark}"/>
<path d="M308,440 Q300,560 352,610 Q400,640 448,610 Q500,560 492,440 Q490,360 400,352 Q310,360 308,440 Z" fill="url(#face)"/>
<path d="M318,500 Q322,566 362,604 Q400,628 438,604 Q478,566 482,500 Q466,540 440,548 Q400,540 360,548 Q334,540 318,500 Z" fill="#8a8179" opacity="0.85"/>
<path d="M366,540 Q400,528 434,540 Q422,550 400,548 Q378,550 366,540 Z" fill="#6f6760"/>
<path d="M330,450 Q345,440 365,445" stroke="${skinDark}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.5"/>
<path d="M435,445 Q455,440 470,450" stroke="${skinDark}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.5"/>
<path d="M300,430 Q296,470 306,490 L316,470 Q312,446 318,430 Z" fill="#8d857c"/>
<path d="M500,430 Q504,470 494,490 L484,470 Q488,446 482,430 Z" fill="#7d766e"/>
<path d="M318,418 Q400,436 482,418 L482,440 Q400,458 318,440 Z" fill="#000" opacity="0.18"/>
<path d="M296,418 Q296,308 400,296 Q504,308 504,418 Z" fill="url(#hat)"/>
<path d="M384,300 Q400,296 416,300 L420,418 L380,418 Z" fill="${gold}"/>
<path d="M262,414 Q400,396 538,414 Q548,428 530,432 Q400,420 270,432 Q252,428 262,414 Z" fill="#f4f0e8"/>
<path d="M270,432 Q400,420 530,432 L528,436 Q400,426 272,436 Z" fill="#b8b0a2"/>
<path d="M318,330 Q340,316 360,312" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>
<rect width="${w}" height="${h}" fill="url(#vig)"/>
</svg>`;
}

// ---------------------------------------------------------------- static SVGs

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="12" fill="#111111"/>
  <path d="M14 20 L32 9 L50 20" fill="none" stroke="#d4af37" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="32" y="48" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="26" font-weight="700" letter-spacing="-0.5" fill="#ffffff">SC</text>
  <rect x="18" y="53" width="28" height="2.5" rx="1.25" fill="#d4af37"/>
</svg>
`;

const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Image unavailable">
  <rect width="800" height="600" fill="#eceae6"/>
  <g fill="none" stroke="#b5b0a8" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">
    <rect x="330" y="225" width="140" height="110" rx="10"/>
    <path d="M342 322 L380 282 L408 308 L428 290 L458 322"/>
  </g>
  <circle cx="438" cy="258" r="10" fill="#b5b0a8"/>
  <text x="400" y="385" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="22" fill="#8f8a82">Image unavailable</text>
</svg>
`;

// ---------------------------------------------------------------- the image list

interface Job {
  file: string;
  w: number;
  h: number;
  svg: () => string;
}

const PW = 1600;
const PH = 1067;

const JOBS: Job[] = [
  // portfolio (src/server/db/demo/images)
  {
    file: 'malibu-modern-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneModern({ w: PW, h: PH, seed: 101, palette: 'sunset', backdrop: 'ocean', pool: true }),
  },
  {
    file: 'malibu-modern-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneInterior({ w: PW, h: PH, seed: 102, palette: 'golden', kind: 'living', view: 'ocean' }),
  },
  {
    file: 'malibu-modern-3.jpg',
    w: PW,
    h: PH,
    svg: () => sceneModern({ w: PW, h: PH, seed: 103, palette: 'dusk', backdrop: 'ocean', pool: true }),
  },
  {
    file: 'beverly-hills-contemporary-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneModern({ w: PW, h: PH, seed: 204, palette: 'daylight', backdrop: 'hills', pool: true }),
  },
  {
    file: 'beverly-hills-contemporary-2.jpg',
    w: PW,
    h: PH,
    svg: () =>
      sceneInterior({ w: PW, h: PH, seed: 205, palette: 'daylight', kind: 'kitchen', view: 'hills' }),
  },
  {
    file: 'manhattan-beach-remodel-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneInterior({ w: PW, h: PH, seed: 306, palette: 'morning', kind: 'kitchen', view: 'ocean' }),
  },
  {
    file: 'manhattan-beach-remodel-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneModern({ w: PW, h: PH, seed: 307, palette: 'golden', backdrop: 'ocean' }),
  },
  {
    file: 'pasadena-craftsman-1.jpg',
    w: PW,
    h: PH,
    svg: () =>
      sceneGable({ w: PW, h: PH, seed: 408, palette: 'golden', style: 'craftsman', mountains: true }),
  },
  {
    file: 'pasadena-craftsman-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneInterior({ w: PW, h: PH, seed: 409, palette: 'golden', kind: 'kitchen', view: 'hills' }),
  },
  {
    file: 'santa-monica-adu-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneAdu({ w: PW, h: PH, seed: 510, palette: 'sunset' }),
  },
  {
    file: 'santa-monica-adu-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneInterior({ w: PW, h: PH, seed: 511, palette: 'daylight', kind: 'living', view: 'hills' }),
  },
  {
    file: 'irvine-adu-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneAdu({ w: PW, h: PH, seed: 612, palette: 'daylight', conversion: true }),
  },
  {
    file: 'newport-beach-retail-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneStorefront({ w: PW, h: PH, seed: 713, palette: 'daylight' }),
  },
  {
    file: 'newport-beach-retail-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneStorefront({ w: PW, h: PH, seed: 714, palette: 'dusk' }),
  },
  {
    file: 'laguna-beach-office-ti-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneInterior({ w: PW, h: PH, seed: 815, palette: 'daylight', kind: 'office', view: 'ocean' }),
  },
  {
    file: 'laguna-beach-office-ti-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneInterior({ w: PW, h: PH, seed: 816, palette: 'golden', kind: 'office', view: 'city' }),
  },
  {
    file: 'pacific-palisades-rebuild-1.jpg',
    w: PW,
    h: PH,
    svg: () => sceneRebuild({ w: PW, h: PH, seed: 917, palette: 'morning', mode: 'framing', ocean: true }),
  },
  {
    file: 'pacific-palisades-rebuild-2.jpg',
    w: PW,
    h: PH,
    svg: () => sceneModern({ w: PW, h: PH, seed: 918, palette: 'morning', backdrop: 'hills', pool: false }),
  },
  {
    file: 'altadena-rebuild-1.jpg',
    w: PW,
    h: PH,
    svg: () =>
      sceneGable({ w: PW, h: PH, seed: 1019, palette: 'morning', style: 'farmhouse', mountains: true }),
  },
  {
    file: 'altadena-rebuild-2.jpg',
    w: PW,
    h: PH,
    svg: () =>
      sceneRebuild({
        w: PW,
        h: PH,
        seed: 1020,
        palette: 'golden',
        mode: 'framing',
        gable: true,
        mountains: true,
      }),
  },
  // site images (src/client/public/images)
  {
    file: 'public:hero.jpg',
    w: 1920,
    h: 1080,
    svg: () => sceneModern({ w: 1920, h: 1080, seed: 12, palette: 'dusk', backdrop: 'hills', pool: true }),
  },
  {
    file: 'public:about.jpg',
    w: 1200,
    h: 900,
    svg: () =>
      sceneRebuild({
        w: 1200,
        h: 900,
        seed: 31,
        palette: 'golden',
        mode: 'framing',
        gable: false,
        burnt: false,
      }),
  },
  {
    file: 'public:about-hero.jpg',
    w: 1920,
    h: 900,
    svg: () =>
      sceneModern({ w: 1920, h: 900, seed: 44, palette: 'golden', backdrop: 'mountains', pool: true }),
  },
  { file: 'public:founder.jpg', w: 800, h: 1000, svg: () => sceneFounder(800, 1000) },
  {
    file: 'public:service-custom-homes.jpg',
    w: 1200,
    h: 800,
    svg: () => sceneModern({ w: 1200, h: 800, seed: 52, palette: 'sunset', backdrop: 'hills', pool: true }),
  },
  {
    file: 'public:service-remodels.jpg',
    w: 1200,
    h: 800,
    svg: () =>
      sceneInterior({ w: 1200, h: 800, seed: 53, palette: 'golden', kind: 'kitchen', view: 'ocean' }),
  },
  {
    file: 'public:service-adu.jpg',
    w: 1200,
    h: 800,
    svg: () => sceneAdu({ w: 1200, h: 800, seed: 54, palette: 'golden' }),
  },
  {
    file: 'public:service-commercial.jpg',
    w: 1200,
    h: 800,
    svg: () => sceneStorefront({ w: 1200, h: 800, seed: 55, palette: 'golden' }),
  },
  {
    file: 'public:wildfire.jpg',
    w: 1920,
    h: 900,
    svg: () =>
      sceneRebuild({ w: 1920, h: 900, seed: 61, palette: 'morning', mode: 'street', mountains: true }),
  },
];

/** favicon.svg as a 48 px PNG (Google's recommended multiple), its rounded corners transparent. */
const FAVICON_PNG_SIZE = 48;
async function writeFaviconPng(page: Page) {
  await page.setViewportSize({ width: FAVICON_PNG_SIZE, height: FAVICON_PNG_SIZE });
  await page.setContent(
    `<!doctype html><html><head><style>html,body{margin:0;overflow:hidden;background:transparent}svg{display:block;width:${FAVICON_PNG_SIZE}px;height:${FAVICON_PNG_SIZE}px}</style></head><body>${FAVICON}</body></html>`,
  );
  await page.screenshot({ type: 'png', omitBackground: true, path: path.join(PUBLIC_DIR, 'favicon.png') });
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  mkdirSync(DEMO_DIR, { recursive: true });
  mkdirSync(PUBLIC_IMAGES, { recursive: true });
  writeFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), FAVICON);
  writeFileSync(path.join(PUBLIC_IMAGES, 'placeholder.svg'), PLACEHOLDER);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
    await writeFaviconPng(page);
    for (const job of JOBS) {
      if (filter && !job.file.includes(filter)) continue;
      const isPublic = job.file.startsWith('public:');
      const out = isPublic ? path.join(PUBLIC_IMAGES, job.file.slice(7)) : path.join(DEMO_DIR, job.file);
      const svg = job.svg();
      await page.setViewportSize({ width: job.w, height: job.h });
      await page.setContent(
        `<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden;background:#000}</style></head><body>${svg}</body></html>`,
      );
      const jpeg = await page.screenshot({ type: 'jpeg', quality: 72 });
      writeFileSync(out, jpeg);
      const preview = process.env.PREVIEW_DIR;
      if (preview) {
        // half-size PNG copies for eyeballing the results
        mkdirSync(preview, { recursive: true });
        writeFileSync(path.join(preview, path.basename(out).replace(/\.jpg$/, '.svg')), svg);
        const pw = Math.round(job.w / 2);
        const ph = Math.round(job.h / 2);
        await page.setViewportSize({ width: pw, height: ph });
        await page.setContent(
          `<!doctype html><html><body style="margin:0;overflow:hidden"><img src="data:image/jpeg;base64,${jpeg.toString('base64')}" width="${pw}" height="${ph}"></body></html>`,
        );
        await page.screenshot({
          type: 'png',
          path: path.join(preview, path.basename(out).replace(/\.jpg$/, '.png')),
        });
      }
      console.log(
        `${path.relative(ROOT, out)}  ${job.w}x${job.h}  ${(statSync(out).size / 1024).toFixed(0)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
