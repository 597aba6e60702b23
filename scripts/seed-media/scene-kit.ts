import { hex, mix, type Point, Raster, type Rgb } from './raster.js';

export const WIDTH = 960;
export const HEIGHT = 600;

/** Small deterministic generator (mulberry32): the same seed always draws the same picture. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof randomFrom>;

export const MOOD_NAMES = ['daylight', 'sand', 'dusk', 'night'] as const;
export type MoodName = (typeof MOOD_NAMES)[number];

/** Light and colours of one time of day; materials are shifted toward `tint` so every scene shares the light. */
export interface Mood {
  name: MoodName;
  sky: readonly Rgb[];
  tint: Rgb;
  tintAmount: number;
  celestial: { kind: 'sun' | 'moon'; x: number; y: number; r: number; color: Rgb; glow: number };
  clouds: { color: Rgb; alpha: number } | null;
  stars: boolean;
  haze: Rgb;
  hazeNear: Rgb;
  /** Share of windows lit from inside. */
  litShare: number;
  lit: Rgb;
  glass: Rgb;
  glassTop: Rgb;
  glassBottom: Rgb;
  lampsOn: boolean;
}

export const MOODS: Record<MoodName, Mood> = {
  daylight: {
    name: 'daylight',
    sky: [hex('#3f8fd8'), hex('#8cc5ee'), hex('#dcefff')],
    tint: hex('#ffffff'),
    tintAmount: 0,
    celestial: { kind: 'sun', x: 820, y: 96, r: 36, color: hex('#fff7d6'), glow: 0.16 },
    clouds: { color: hex('#ffffff'), alpha: 0.92 },
    stars: false,
    haze: hex('#b9d3e6'),
    hazeNear: hex('#a2c0d6'),
    litShare: 0,
    lit: hex('#ffe2a0'),
    glass: hex('#86aac6'),
    glassTop: hex('#a8d2f0'),
    glassBottom: hex('#4b7ea9'),
    lampsOn: false,
  },
  sand: {
    name: 'sand',
    sky: [hex('#e6c58f'), hex('#f3dcb0'), hex('#fbeed6')],
    tint: hex('#f0cf95'),
    tintAmount: 0.14,
    celestial: { kind: 'sun', x: 170, y: 118, r: 50, color: hex('#fff3d2'), glow: 0.2 },
    clouds: { color: hex('#fff6e4'), alpha: 0.55 },
    stars: false,
    haze: hex('#e4c99a'),
    hazeNear: hex('#d8b985'),
    litShare: 0,
    lit: hex('#ffe2a0'),
    glass: hex('#98a9b2'),
    glassTop: hex('#d9d4c2'),
    glassBottom: hex('#6f8791'),
    lampsOn: false,
  },
  dusk: {
    name: 'dusk',
    sky: [hex('#2f3470'), hex('#8a5a8c'), hex('#f08a62'), hex('#ffc27e')],
    tint: hex('#6a4468'),
    tintAmount: 0.3,
    celestial: { kind: 'sun', x: 700, y: 330, r: 42, color: hex('#ffd08a'), glow: 0.22 },
    clouds: { color: hex('#f6a58a'), alpha: 0.5 },
    stars: false,
    haze: hex('#9a6a86'),
    hazeNear: hex('#7e5878'),
    litShare: 0.45,
    lit: hex('#ffcf7a'),
    glass: hex('#5d5a7e'),
    glassTop: hex('#f2a27c'),
    glassBottom: hex('#4a4672'),
    lampsOn: true,
  },
  night: {
    name: 'night',
    sky: [hex('#0b1430'), hex('#16244a'), hex('#2c3f6e')],
    tint: hex('#111a36'),
    tintAmount: 0.62,
    celestial: { kind: 'moon', x: 800, y: 92, r: 26, color: hex('#f3efd9'), glow: 0.12 },
    clouds: null,
    stars: true,
    haze: hex('#24345c'),
    hazeNear: hex('#1d2b4e'),
    litShare: 0.62,
    lit: hex('#ffd46e'),
    glass: hex('#1e2a48'),
    glassTop: hex('#2d4170'),
    glassBottom: hex('#141d38'),
    lampsOn: true,
  },
};

/** A material colour as it looks in this light. */
export function paint(mood: Mood, color: string | Rgb): Rgb {
  const rgb = typeof color === 'string' ? hex(color) : color;
  return mood.tintAmount === 0 ? rgb : mix(rgb, mood.tint, mood.tintAmount);
}

export const darker = (color: Rgb, amount: number): Rgb => mix(color, [0, 0, 0], amount);
export const lighter = (color: Rgb, amount: number): Rgb => mix(color, [255, 255, 255], amount);

/** A vertical gradient through several colour stops, evenly spaced. */
export function gradientStops(r: Raster, x: number, y: number, w: number, h: number, stops: readonly Rgb[]): void {
  const segments = stops.length - 1;
  for (let s = 0; s < segments; s++) {
    const top = y + Math.round((h * s) / segments);
    const bottom = y + Math.round((h * (s + 1)) / segments);
    r.verticalGradient(x, top, w, bottom - top, stops[s]!, stops[s + 1]!);
  }
}

export function sky(r: Raster, mood: Mood, horizon: number, random: Random): void {
  gradientStops(r, 0, 0, WIDTH, horizon, mood.sky);
  if (mood.stars) {
    for (let i = 0; i < 70; i++) {
      const x = random.between(0, WIDTH);
      const y = random.between(0, horizon * 0.6);
      const size = random.chance(0.2) ? 2.2 : 1.4;
      r.circle(x, y, size / 2 + 0.3, hex('#ffffff'), random.between(0.35, 0.9));
    }
  }
  const { kind, x, y, r: radius, color, glow } = mood.celestial;
  for (let ring = 3; ring >= 1; ring--) r.circle(x, y, radius + ring * 22, color, glow / ring);
  r.circle(x, y, radius, color);
  if (kind === 'moon') {
    r.circle(x - 8, y - 6, radius * 0.22, darker(color, 0.08));
    r.circle(x + 9, y + 8, radius * 0.14, darker(color, 0.08));
  }
  if (mood.clouds) {
    for (let i = 0; i < 3; i++) {
      const cx = random.between(60 + i * 300, 220 + i * 300);
      const cy = random.between(60, 170);
      const scale = random.between(0.8, 1.3);
      // Clouds keep clear of the sun, which would otherwise seem to shine through them.
      if (Math.abs(cx + 30 - x) < 170 && Math.abs(cy - y) < 150) continue;
      cloud(r, cx, cy, scale, mood);
    }
  }
}

export function cloud(r: Raster, x: number, y: number, scale: number, mood: Mood): void {
  if (!mood.clouds) return;
  const { color, alpha } = mood.clouds;
  const parts: [number, number, number][] = [
    [0, 0, 26],
    [30, -14, 32],
    [66, -4, 26],
    [92, 6, 18],
    [-26, 8, 18],
  ];
  // Drawn into a mask first so overlapping puffs do not stack their opacity.
  const mask = new Raster(Math.ceil(200 * scale), Math.ceil(90 * scale));
  for (const [dx, dy, rr] of parts)
    mask.circle(60 * scale + dx * scale, 50 * scale + dy * scale, rr * scale, [255, 255, 255]);
  mask.rect(34 * scale, 50 * scale, 86 * scale, 22 * scale, [255, 255, 255]);
  r.stamp(mask, Math.round(x - 60 * scale), Math.round(y - 50 * scale), color, alpha);
}

/** Low city blocks along the horizon, in the colour of distance. */
export function skyline(r: Raster, horizon: number, mood: Mood, random: Random, maxHeight = 150): void {
  const color = mood.haze;
  let x = -random.between(0, 40);
  while (x < WIDTH) {
    const w = random.between(34, 90);
    const h = random.between(maxHeight * 0.25, maxHeight);
    r.rect(x, horizon - h, w - 4, h, color);
    if (mood.name === 'night') {
      // A few lit rooms far away; by day distance washes them out.
      for (let wy = horizon - h + 8; wy < horizon - 8; wy += 12) {
        for (let wx = x + 6; wx < x + w - 12; wx += 10) if (random.chance(0.16)) r.rect(wx, wy, 4, 5, mood.lit, 0.55);
      }
    }
    if (random.chance(0.25)) r.rect(x + w / 2 - 2, horizon - h - 24, 3, 24, color);
    if (random.chance(0.2)) {
      r.polygon(
        [
          [x, horizon - h],
          [x + (w - 4) / 2, horizon - h - 18],
          [x + w - 4, horizon - h],
        ],
        color,
      );
    }
    x += w;
  }
}

/** Rolling sand dunes, drawn as one smooth ridge. */
export function dunes(r: Raster, horizon: number, color: Rgb, random: Random, height = 60): void {
  const points: Point[] = [[0, horizon + 2]];
  const phase = random.between(0, Math.PI * 2);
  const length = random.between(260, 380);
  for (let x = 0; x <= WIDTH; x += 8) {
    const wave = Math.sin(x / length + phase) * 0.6 + Math.sin(x / (length / 2.3) + phase * 2) * 0.4;
    points.push([x, horizon - height * (0.55 + 0.45 * wave)]);
  }
  points.push([WIDTH, horizon + 2]);
  r.polygon(points, color);
}

/** The rocky hills around Mecca and Medina. */
export function mountains(r: Raster, horizon: number, color: Rgb, random: Random, height = 130): void {
  const points: Point[] = [[0, horizon + 2]];
  let x = 0;
  let y = horizon - random.between(height * 0.3, height * 0.6);
  points.push([0, y]);
  while (x < WIDTH) {
    x += random.between(30, 80);
    y = Math.min(horizon - 10, Math.max(horizon - height, y + random.between(-45, 45)));
    points.push([Math.min(x, WIDTH), y]);
  }
  points.push([WIDTH, horizon + 2]);
  r.polygon(points, color);
}

/** Ground from the horizon down, then a pavement and a road with a dashed lane line. */
export function street(r: Raster, mood: Mood, horizon: number, pavementY: number, ground = '#d8c49b'): void {
  r.rect(0, horizon, WIDTH, HEIGHT - horizon, paint(mood, ground));
  const pavement = paint(mood, '#cfc9bf');
  r.rect(0, pavementY, WIDTH, 36, pavement);
  for (let x = 0; x < WIDTH; x += 48) r.rect(x, pavementY, 2, 36, darker(pavement, 0.08));
  r.rect(0, pavementY + 36, WIDTH, 6, paint(mood, '#9a968e'));
  const road = paint(mood, '#4b4f57');
  r.rect(0, pavementY + 42, WIDTH, HEIGHT - pavementY - 42, road);
  const lane = pavementY + 42 + Math.round((HEIGHT - pavementY - 42) / 2) - 3;
  for (let x = 20; x < WIDTH; x += 120) r.rect(x, lane, 60, 6, paint(mood, '#e9e4d6'));
}

export function palm(r: Raster, mood: Mood, x: number, baseY: number, height: number, lean = 0.12): void {
  const trunk = paint(mood, '#8a6542');
  const topX = x + height * lean;
  const topY = baseY - height;
  const steps = 14;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // A gentle curve: most of the lean happens near the top.
    const cx = x + (topX - x) * t * t;
    const cy = baseY - height * t;
    const half = 7 - 3 * t;
    left.push([cx - half, cy]);
    right.push([cx + half, cy]);
  }
  r.polygon([...left, ...right.reverse()], trunk);
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const cx = x + (topX - x) * t * t;
    const cy = baseY - height * t;
    r.rect(cx - (7 - 3 * t), cy, (7 - 3 * t) * 2, 2, darker(trunk, 0.22), 0.7);
  }
  const leaf = paint(mood, '#3f8a45');
  const leafDark = paint(mood, '#2d6b37');
  // Back fronds first, in the darker green, then the front ones over them.
  const back = [-150, -105, -60, -20, 200];
  const front = [-170, -128, -84, -40, 12, 168];
  for (const [k, angle] of back.entries())
    frond(r, topX, topY, (angle * Math.PI) / 180, height * (0.46 + 0.05 * (k % 2)), leafDark);
  for (const [k, angle] of front.entries())
    frond(r, topX, topY, (angle * Math.PI) / 180, height * (0.5 + 0.06 * (k % 3)), leaf);
  r.circle(topX, topY + 3, 6, darker(trunk, 0.1));
}

/** One arching palm frond: it leaves the crown at `angle` and bends down under its own weight. */
function frond(r: Raster, x: number, y: number, angle: number, reach: number, color: Rgb): void {
  const steps = 12;
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const px = x + Math.cos(angle) * reach * t;
    const py = y + Math.sin(angle) * reach * t + reach * 0.6 * t * t;
    // The leaf's normal: perpendicular to its direction of travel at t.
    const dx = Math.cos(angle);
    const dy = Math.sin(angle) + 1.2 * t;
    const length = Math.hypot(dx, dy);
    const width = Math.sin(Math.PI * Math.min(1, t * 1.05)) * reach * 0.1 + 0.6;
    upper.push([px - (dy / length) * width, py + (dx / length) * width]);
    lower.push([px + (dy / length) * width, py - (dx / length) * width]);
  }
  r.polygon([...upper, ...lower.reverse()], color);
}

export function roundTree(r: Raster, mood: Mood, x: number, baseY: number, size: number): void {
  r.rect(x - 3, baseY - size * 0.9, 6, size * 0.9, paint(mood, '#7a5a3c'));
  const leaf = paint(mood, '#4e9a4f');
  r.circle(x, baseY - size * 1.15, size * 0.55, darker(leaf, 0.15));
  r.circle(x - size * 0.32, baseY - size * 0.95, size * 0.42, leaf);
  r.circle(x + size * 0.3, baseY - size * 1.0, size * 0.4, darker(leaf, 0.08));
  r.circle(x - size * 0.05, baseY - size * 1.3, size * 0.36, lighter(leaf, 0.12));
}

export function shrub(r: Raster, mood: Mood, x: number, baseY: number, width: number, color = '#5a9a52'): void {
  const leaf = paint(mood, color);
  r.ellipse(x, baseY - width * 0.22, width * 0.5, width * 0.3, darker(leaf, 0.12));
  r.ellipse(x - width * 0.15, baseY - width * 0.28, width * 0.3, width * 0.24, leaf);
  r.rect(x - width * 0.5, baseY - width * 0.2, width, width * 0.2, darker(leaf, 0.12));
}

export function streetLamp(r: Raster, mood: Mood, x: number, baseY: number, height = 120, facing: 1 | -1 = 1): void {
  const pole = paint(mood, '#3c4048');
  r.rect(x - 2, baseY - height, 4, height, pole);
  r.rect(x - 5, baseY - 6, 10, 6, pole);
  r.rect(facing === 1 ? x : x - 26, baseY - height, 28, 4, pole);
  const headX = x + facing * 24;
  r.rect(headX - 8, baseY - height + 3, 16, 5, pole);
  if (mood.lampsOn) {
    const light = hex('#ffe6a6');
    r.polygon(
      [
        [headX - 6, baseY - height + 8],
        [headX + 6, baseY - height + 8],
        [headX + 34, baseY],
        [headX - 34, baseY],
      ],
      light,
      0.1,
    );
    r.circle(headX, baseY - height + 9, 18, light, 0.22);
    r.circle(headX, baseY - height + 9, 5, light);
  }
}

export function car(r: Raster, mood: Mood, x: number, baseY: number, color: string, facing: 1 | -1 = 1): void {
  const body = paint(mood, color);
  const w = 132;
  const f = (dx: number) => (facing === 1 ? x + dx : x + w - dx);
  r.polygon(
    [
      [f(0), baseY - 14],
      [f(4), baseY - 34],
      [f(30), baseY - 38],
      [f(46), baseY - 60],
      [f(98), baseY - 60],
      [f(118), baseY - 38],
      [f(130), baseY - 34],
      [f(132), baseY - 14],
    ],
    body,
  );
  const glass = mood.name === 'night' ? hex('#26304c') : paint(mood, '#9cc0d8');
  r.polygon(
    [
      [f(36), baseY - 38],
      [f(50), baseY - 55],
      [f(70), baseY - 55],
      [f(70), baseY - 38],
    ],
    glass,
  );
  r.polygon(
    [
      [f(75), baseY - 38],
      [f(75), baseY - 55],
      [f(95), baseY - 55],
      [f(110), baseY - 38],
    ],
    glass,
  );
  r.rect(Math.min(f(0), f(132)), baseY - 16, w, 4, darker(body, 0.25));
  for (const dx of [28, 104]) {
    r.circle(f(dx), baseY - 10, 13, paint(mood, '#1f2228'));
    r.circle(f(dx), baseY - 10, 6, paint(mood, '#9aa0a8'));
  }
  if (mood.lampsOn) r.circle(f(128), baseY - 28, 5, hex('#fff2c4'));
}

/** Shadow on the ground, as a soft-edged dark band. */
export function groundShadow(r: Raster, x: number, y: number, w: number, h: number, alpha = 0.14): void {
  r.ellipse(x + w / 2, y, w / 2, h, [20, 20, 30], alpha);
}

/**
 * A window pane: glass with a diagonal reflection by day, warm light when lit. `lit` is decided by the
 * caller so a facade keeps the same pattern of lit rooms however it is drawn.
 */
export function pane(
  r: Raster,
  mood: Mood,
  x: number,
  y: number,
  w: number,
  h: number,
  lit: boolean,
  frame?: Rgb,
): void {
  if (frame) r.rect(x - 2, y - 2, w + 4, h + 4, frame);
  if (lit) {
    r.rect(x, y, w, h, mood.lit);
    r.rect(x, y, w, Math.max(2, h * 0.18), darker(mood.lit, 0.12));
    return;
  }
  r.rect(x, y, w, h, mood.glass);
  r.polygon(
    [
      [x, y + h * 0.75],
      [x + w * 0.6, y],
      [x + w * 0.85, y],
      [x, y + h],
    ],
    [255, 255, 255],
    mood.name === 'night' ? 0.06 : 0.22,
  );
}

/** AC units under windows: a familiar sight on older Saudi facades. */
export function acUnit(r: Raster, mood: Mood, x: number, y: number): void {
  const body = paint(mood, '#e7e4dc');
  r.rect(x, y, 22, 14, body);
  for (let i = 0; i < 3; i++) r.rect(x + 3, y + 3 + i * 3.5, 16, 1, darker(body, 0.25));
}

/** Najdi-style triangular crenellations along a roof edge. */
export function crenellations(r: Raster, x: number, y: number, w: number, size: number, color: Rgb): void {
  const count = Math.floor(w / (size * 1.6));
  const step = w / count;
  for (let i = 0; i < count; i++) {
    const cx = x + step * (i + 0.5);
    r.polygon(
      [
        [cx - size / 2, y],
        [cx, y - size],
        [cx + size / 2, y],
      ],
      color,
    );
  }
}
