import type { PropertyType } from '@estate/contracts';
import { hex, type Point, Raster, type Rgb } from './raster.js';
import {
  acUnit,
  car,
  crenellations,
  darker,
  dunes,
  gradientStops,
  groundShadow,
  HEIGHT,
  lighter,
  MOOD_NAMES,
  MOODS,
  type Mood,
  mountains,
  paint,
  palm,
  pane,
  type Random,
  randomFrom,
  roundTree,
  shrub,
  sky,
  skyline,
  street,
  streetLamp,
  WIDTH,
} from './scene-kit.js';

/** Pictures per property type; each has its own light (daylight, desert haze, dusk, night) and proportions. */
export const VARIANTS_PER_TYPE = MOOD_NAMES.length;

interface Scene {
  r: Raster;
  mood: Mood;
  random: Random;
  /** 0-based; also picks the mood. */
  variant: number;
}

type FacadePattern = 'balconies' | 'grid' | 'ribbons' | 'pairs' | 'mashrabiya';

interface Facade {
  x: number;
  top: number;
  baseY: number;
  frontW: number;
  sideW: number;
  floors: number;
  floorH: number;
  groundH: number;
  wall: Rgb;
  accent: Rgb;
  pattern: FacadePattern;
}

/** A block seen slightly from the corner: a lit front face and a shaded side face, floor after floor. */
function facade(scene: Scene, f: Facade): void {
  const { r, mood, random } = scene;
  const side = darker(f.wall, 0.2);
  const bottom = f.baseY - f.groundH;
  r.rect(f.x, f.top, f.frontW, f.baseY - f.top, f.wall);
  r.rect(f.x + f.frontW, f.top, f.sideW, f.baseY - f.top, side);
  const frame = darker(f.wall, 0.35);
  const faces = [
    { x0: f.x, w: f.frontW, tone: 0 },
    { x0: f.x + f.frontW, w: f.sideW, tone: 1 },
  ];
  if (f.pattern === 'pairs') {
    for (const face of faces) {
      const strips = face.tone === 0 ? 4 : 2;
      const step = face.w / strips;
      for (let s = 0; s < strips; s++) {
        r.rect(
          face.x0 + step * s + step / 2 - 5,
          f.top + 14,
          10,
          bottom - f.top - 14,
          darker(f.accent, face.tone * 0.2),
        );
      }
    }
  }
  for (let floor = 0; floor < f.floors; floor++) {
    const y = f.top + 14 + floor * f.floorH;
    for (const face of faces) {
      const shade = face.tone * 0.2;
      switch (f.pattern) {
        case 'balconies': {
          const units = face.tone === 0 ? 3 : 1;
          const unitW = face.w / units;
          for (let u = 0; u < units; u++) {
            const ux = face.x0 + unitW * u;
            pane(r, mood, ux + 10, y + 4, unitW - 20, f.floorH - 10, random.chance(mood.litShare));
            r.rect(ux + 6, y + f.floorH * 0.5, unitW - 12, f.floorH * 0.5 - 4, [255, 255, 255], 0.28);
            r.rect(ux + 6, y + f.floorH * 0.5, unitW - 12, 2, darker(f.wall, 0.3 + shade));
          }
          r.rect(face.x0 - (face.tone === 0 ? 6 : 0), y + f.floorH - 4, face.w + 6, 4, lighter(f.wall, 0.25 - shade));
          break;
        }
        case 'grid':
        case 'pairs': {
          const columns = Math.max(2, Math.round(face.w / (f.pattern === 'pairs' ? 26 : 34)));
          const step = face.w / columns;
          for (let c = 0; c < columns; c++) {
            const w = step * 0.55;
            pane(r, mood, face.x0 + c * step + (step - w) / 2, y + 5, w, f.floorH - 12, random.chance(mood.litShare));
          }
          break;
        }
        case 'ribbons': {
          r.rect(face.x0 + 8, y + 5, face.w - 16, f.floorH - 11, darker(mood.glass, shade));
          for (let mx = face.x0 + 8; mx < face.x0 + face.w - 16; mx += 30) {
            if (random.chance(mood.litShare)) r.rect(mx + 2, y + 5, 26, f.floorH - 11, mood.lit);
            r.rect(mx, y + 5, 2, f.floorH - 11, frame);
          }
          r.rect(face.x0 + 8, y + 5, face.w - 16, 3, [255, 255, 255], mood.name === 'night' ? 0.05 : 0.25);
          break;
        }
        case 'mashrabiya': {
          const columns = Math.max(1, Math.round(face.w / 70));
          const step = face.w / columns;
          for (let c = 0; c < columns; c++) {
            const wx = face.x0 + c * step + step * 0.22;
            const ww = step * 0.56;
            const lit = random.chance(mood.litShare);
            pane(r, mood, wx, y + 6, ww, f.floorH - 14, lit, frame);
            const wood = darker(paint(mood, '#9b6b43'), shade);
            if ((floor + c) % 2 === 0) {
              // A projecting wooden window (roshan) with a lattice the room's light shows through.
              const bx = wx - 6;
              const bw = ww + 12;
              const by = y + 2;
              const bh = f.floorH - 8;
              r.rect(bx - 3, by - 4, bw + 6, 5, darker(wood, 0.2));
              r.rect(bx, by, bw, bh, wood);
              const hole = lit ? mood.lit : darker(wood, 0.45);
              for (let gy = by + 5; gy + 4 < by + bh - 8; gy += 7) {
                for (let gx = bx + 5; gx + 4 < bx + bw - 3; gx += 7) r.rect(gx, gy, 4, 4, hole);
              }
              r.rect(bx, by + bh - 7, bw, 7, darker(wood, 0.15));
            } else if (face.tone === 0) {
              acUnit(r, mood, wx + ww - 22, y + f.floorH - 14);
            }
          }
          break;
        }
      }
    }
  }
  // Parapet and cornice.
  r.rect(f.x - 4, f.top - 6, f.frontW + 4, 12, lighter(f.wall, 0.2));
  r.rect(f.x + f.frontW, f.top - 6, f.sideW + 4, 12, darker(f.wall, 0.1));
  // Ground floor: a glazed base with a canopy over the entrance.
  r.rect(f.x, bottom, f.frontW + f.sideW, f.groundH, darker(f.wall, 0.1));
  const lobbyLit = mood.lampsOn;
  for (const face of faces) {
    const bays = face.tone === 0 ? 3 : 1;
    const bayW = face.w / bays;
    for (let b = 0; b < bays; b++) {
      pane(r, mood, face.x0 + b * bayW + 8, bottom + 10, bayW - 16, f.groundH - 10, lobbyLit, frame);
    }
  }
  r.rect(f.x + f.frontW / 2 - 44, bottom + 2, 88, 7, f.accent);
}

function rooftop(scene: Scene, x: number, top: number, w: number): void {
  const { r, mood } = scene;
  const box = paint(mood, '#d9d3c6');
  r.rect(x + w * 0.15, top - 32, w * 0.28, 26, box);
  r.rect(x + w * 0.15, top - 32, w * 0.28, 4, darker(box, 0.15));
  const tank = paint(mood, '#eef0f2');
  for (const dx of [0.58, 0.72]) {
    r.rect(x + w * dx, top - 22, 22, 16, tank);
    r.ellipse(x + w * dx + 11, top - 22, 11, 4, darker(tank, 0.1));
  }
}

/** The common setting of the town types: sky, a skyline of blocks up to `skylineHeight`, then the street. */
function cityStreet(
  scene: Scene,
  { horizon, baseY, skylineHeight, ground }: { horizon: number; baseY: number; skylineHeight: number; ground?: string },
): void {
  const { r, mood, random } = scene;
  sky(r, mood, horizon, random);
  skyline(r, horizon, mood, random, skylineHeight);
  street(r, mood, horizon, baseY, ground);
}

function apartment(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const baseY = 478;
  cityStreet(scene, { horizon: 432, baseY, skylineHeight: 170 });
  const neighbour = paint(mood, '#cbbfae');
  r.rect(40, baseY - 210, 170, 210, neighbour);
  r.rect(760, baseY - 250, 170, 250, darker(neighbour, 0.06));
  for (let y = baseY - 190; y < baseY - 30; y += 30) {
    for (let x = 56; x < 200; x += 34) pane(r, mood, x, y, 18, 16, random.chance(mood.litShare));
    for (let x = 776; x < 920; x += 34) pane(r, mood, x, y - 30, 18, 16, random.chance(mood.litShare));
  }
  const floors = random.int(11, 13);
  const floorH = 28;
  const frontW = random.int(220, 250);
  const sideW = Math.round(frontW * 0.36);
  const x = Math.round(480 - (frontW + sideW) / 2 + random.int(-50, 50));
  const groundH = 44;
  const top = baseY - groundH - floors * floorH - 14;
  const walls = ['#efe3cf', '#f3eee6', '#e7d2b8', '#ece6dc'];
  const accents = ['#b5653e', '#5f7f8c', '#8c6b4a', '#6b5b8c'];
  const patterns: FacadePattern[] = ['balconies', 'grid', 'ribbons', 'pairs'];
  rooftop(scene, x, top, frontW);
  facade(scene, {
    x,
    top,
    baseY,
    frontW,
    sideW,
    floors,
    floorH,
    groundH,
    wall: paint(mood, walls[variant]!),
    accent: paint(mood, accents[variant]!),
    pattern: patterns[variant]!,
  });
  palm(r, mood, x - 40, baseY + 24, 150, -0.18);
  palm(r, mood, x + frontW + sideW + 40, baseY + 24, 135, 0.15);
  streetLamp(r, mood, 120, baseY + 30, 130, 1);
  streetLamp(r, mood, 860, baseY + 30, 130, -1);
  car(r, mood, 150 + variant * 90, 576, ['#c7352b', '#f2f2f2', '#2f6fb3', '#3a3d44'][variant]!);
}

function villa(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const horizon = 440;
  sky(r, mood, horizon, random);
  skyline(r, horizon, mood, random, 70);
  for (let x = 30; x < WIDTH; x += random.int(90, 160)) {
    r.circle(x, horizon - 18, random.between(20, 34), mood.hazeNear);
  }
  r.rect(0, horizon, WIDTH, HEIGHT - horizon, paint(mood, '#d9c39a'));
  const stone = paint(mood, ['#efe3cc', '#f4efe5', '#e8d3b0', '#ece2d2'][variant]!);
  const trim = lighter(stone, 0.35);
  const wood = paint(mood, '#8d5e3a');
  const frame = paint(mood, '#4e463f');
  const baseY = 472;
  const gw = random.int(540, 590);
  const gx = Math.round((WIDTH - gw) / 2 + random.int(-30, 30));
  const gh = 118;
  const uw = Math.round(gw * random.between(0.55, 0.62));
  const ux = variant % 2 === 0 ? gx + gw - uw - 30 : gx + 30;
  const uh = 104;
  const groundTop = baseY - gh;
  const upperTop = groundTop - uh;
  const arched = variant === 2;

  // Palms behind the house.
  palm(r, mood, gx - 10, baseY - 10, 230, -0.1);
  palm(r, mood, gx + gw + 20, baseY - 10, 200, 0.12);

  r.rect(ux, upperTop, uw, uh, stone);
  r.rect(ux - 8, groundTop - 10, uw + 16, 10, trim);
  r.rect(gx, groundTop, gw, gh, stone);
  r.rect(ux - 6, upperTop - 12, uw + 12, 12, trim);
  r.rect(gx - 10, groundTop - 4, gw + 20, 6, trim);
  if (variant === 2) crenellations(r, ux, upperTop - 12, uw, 14, trim);
  // A clad feature wall beside the entrance.
  const featureX = variant % 2 === 0 ? ux : ux + uw - 70;
  r.rect(featureX, upperTop, 70, baseY - upperTop, darker(stone, 0.18));
  for (let y = upperTop + 10; y < baseY; y += 12) r.rect(featureX, y, 70, 2, darker(stone, 0.28));

  const window = (x: number, y: number, w: number, h: number, lit: boolean) => {
    if (arched) {
      r.circle(x + w / 2, y + 2, w / 2 + 3, frame);
      r.circle(x + w / 2, y + 2, w / 2, lit ? mood.lit : mood.glass);
    }
    pane(r, mood, x, y, w, h, lit, frame);
    r.rect(x - 5, y + h + 2, w + 10, 4, trim);
  };
  const upperWindows = 3;
  for (let i = 0; i < upperWindows; i++) {
    const from = variant % 2 === 0 ? ux + 100 : ux + 30;
    const wx = from + i * ((uw - 130 - 44) / (upperWindows - 1));
    window(wx, upperTop + 26, 44, 54, random.chance(mood.litShare));
  }
  const doorX = gx + gw / 2 - 34;
  const groundWindows = [gx + 60, gx + 150, gx + gw - 200, gx + gw - 110].filter(
    (wx) => Math.abs(wx + 25 - (featureX + 35)) > 60 && Math.abs(wx + 25 - (doorX + 34)) > 80,
  );
  for (const wx of groundWindows) window(wx, groundTop + 26, 50, 66, random.chance(mood.litShare));
  // Entrance: a portico over a carved wooden double door.
  r.rect(doorX - 30, groundTop + 8, 128, 10, trim);
  r.rect(doorX - 24, groundTop + 18, 10, gh - 18, trim);
  r.rect(doorX + 82, groundTop + 18, 10, gh - 18, trim);
  r.rect(doorX, groundTop + 30, 68, gh - 30, wood);
  r.rect(doorX + 33, groundTop + 30, 2, gh - 30, darker(wood, 0.3));
  for (const dx of [8, 42]) r.rect(doorX + dx, groundTop + 40, 18, gh - 50, darker(wood, 0.12));
  if (mood.lampsOn) r.circle(doorX + 34, groundTop + 24, 14, mood.lit, 0.4);

  if (variant === 0 || variant === 2) {
    // A boundary wall with a gate and bougainvillea, as most Saudi villas have.
    const wallTop = baseY - 22;
    const wallBottom = baseY + 50;
    const wallColor = darker(stone, 0.06);
    r.rect(0, baseY, WIDTH, wallBottom - baseY, paint(mood, '#d9c39a'));
    r.rect(0, wallTop, WIDTH, wallBottom - wallTop, wallColor);
    r.rect(0, wallTop - 6, WIDTH, 8, trim);
    for (let x = 0; x < WIDTH; x += 120) r.rect(x, wallTop - 12, 18, wallBottom - wallTop + 12, lighter(stone, 0.1));
    const gateX = doorX - 36;
    const metal = paint(mood, '#2f3338');
    r.rect(gateX, wallTop - 4, 140, wallBottom - wallTop + 4, metal);
    for (let x = gateX + 8; x < gateX + 136; x += 12)
      r.rect(x, wallTop + 4, 3, wallBottom - wallTop - 8, lighter(metal, 0.25));
    const bloom = paint(mood, '#d6407a');
    for (let x = 30; x < WIDTH; x += random.int(160, 240)) {
      if (Math.abs(x - gateX - 70) < 120) continue;
      for (let k = 0; k < 7; k++) {
        r.circle(x + random.between(-40, 40), wallTop + random.between(-10, 22), random.between(9, 16), bloom, 0.9);
      }
      r.circle(x, wallTop + 4, 12, paint(mood, '#4f8a3c'));
    }
    r.rect(0, wallBottom, WIDTH, HEIGHT - wallBottom, paint(mood, '#cfc9bf'));
    r.rect(0, wallBottom, WIDTH, 4, darker(paint(mood, '#cfc9bf'), 0.15));
    streetLamp(r, mood, 70, 560, 150, 1);
    car(r, mood, 640, 590, variant === 0 ? '#f2f2f2' : '#8a6a4a');
  } else {
    // Lawn and pool in front.
    const lawn = paint(mood, '#6aa85a');
    r.rect(0, baseY, WIDTH, HEIGHT - baseY, lawn);
    for (let x = -20; x < WIDTH; x += 60) r.rect(x, baseY, 30, HEIGHT - baseY, darker(lawn, 0.05));
    for (let x = gx - 20; x < gx + gw + 20; x += 44) shrub(r, mood, x, baseY + 4, 48);
    const poolX = 230;
    const poolW = 500;
    r.rect(poolX - 12, 510, poolW + 24, 74, paint(mood, '#eeeae2'));
    const water = paint(mood, '#3fb2d6');
    r.verticalGradient(poolX, 520, poolW, 56, lighter(water, 0.2), darker(water, 0.15));
    for (let k = 0; k < 6; k++) {
      const wx = poolX + 30 + k * 80;
      r.rect(wx, 532 + (k % 2) * 18, 44, 3, lighter(water, 0.5), 0.7);
    }
    for (const lx of [90, 780]) {
      r.rect(lx, 540, 90, 10, paint(mood, '#f5f2ea'));
      r.rect(lx + 64, 520, 26, 22, paint(mood, '#f5f2ea'));
      r.rect(lx + 6, 550, 6, 18, frame);
      r.rect(lx + 78, 550, 6, 18, frame);
    }
  }
}

function office(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const baseY = 482;
  cityStreet(scene, { horizon: 440, baseY, skylineHeight: 210, ground: '#cfc4b0' });
  // Two lower glass neighbours.
  for (const [nx, nw, nh] of [
    [60, 170, 250],
    [730, 180, 300],
  ] as const) {
    r.verticalGradient(nx, baseY - nh, nw, nh, lighter(mood.glassTop, 0.1), mood.glassBottom);
    for (let y = baseY - nh + 12; y < baseY; y += 18) r.rect(nx, y, nw, 1, [255, 255, 255], 0.18);
    for (let x = nx + 20; x < nx + nw; x += 22) r.rect(x, baseY - nh, 2, nh, darker(mood.glassBottom, 0.2), 0.5);
  }
  const frontW = random.int(220, 250);
  const sideW = Math.round(frontW * 0.34);
  const x = Math.round(480 - (frontW + sideW) / 2 + random.int(-40, 40));
  const top = random.int(46, 70);
  const crown = (['slant', 'setback', 'spire', 'flat'] as const)[variant]!;
  const glass = (y0: number, x0: number, w: number, shade: number) => {
    r.verticalGradient(x0, y0, w, baseY - y0, darker(mood.glassTop, shade), darker(mood.glassBottom, shade));
  };
  // Crown shapes first, so the body covers their base.
  const frontTop = crown === 'slant' ? top + 46 : top;
  if (crown === 'slant') {
    r.polygon(
      [
        [x, top + 46],
        [x + frontW, top],
        [x + frontW, top + 60],
        [x, top + 60],
      ],
      mood.glassTop,
    );
    r.polygon(
      [
        [x + frontW, top],
        [x + frontW + sideW, top + 14],
        [x + frontW + sideW, top + 60],
        [x + frontW, top + 60],
      ],
      darker(mood.glassTop, 0.25),
    );
  }
  const bodyTop = crown === 'setback' ? top + 90 : crown === 'slant' ? top + 60 : top;
  glass(bodyTop, x, frontW, 0);
  glass(bodyTop, x + frontW, sideW, 0.3);
  if (crown === 'setback') {
    glass(top, x + 30, frontW - 30, 0);
    glass(top, x + frontW, sideW - 24, 0.3);
    r.rect(x - 4, bodyTop - 6, frontW + sideW + 8, 8, paint(mood, '#c9ccd2'));
  }
  if (crown === 'spire') {
    r.rect(x + frontW / 2 - 3, top - 40, 6, 40, paint(mood, '#c9ccd2'));
    r.polygon(
      [
        [x + frontW / 2 - 30, top],
        [x + frontW / 2, top - 16],
        [x + frontW / 2 + 30, top],
      ],
      paint(mood, '#c9ccd2'),
    );
    if (mood.lampsOn) r.circle(x + frontW / 2, top - 42, 4, hex('#ff5a4a'));
  }
  const mullion = darker(mood.glassBottom, 0.35);
  const floorH = 18;
  // Floor lines and mullions; at night, lit offices.
  for (let y = frontTop + 12; y + floorH <= baseY - 60; y += floorH) {
    const upper = crown === 'setback' && y < bodyTop;
    const from = upper ? x + 30 : x;
    const to = upper ? x + frontW + sideW - 24 : x + frontW + sideW;
    // Offices are lit floor by floor, in runs, as a real tower is in the evening.
    const floorLit = random.chance(0.7);
    for (let mx = x; mx + 24 <= to; mx += 24) {
      if (mx < from || !floorLit) continue;
      if (random.chance(mood.litShare)) r.rect(mx + 2, y + 2, 20, floorH - 4, mood.lit, mx >= x + frontW ? 0.7 : 0.9);
    }
    r.rect(from, y, to - from, 1, [255, 255, 255], mood.name === 'night' ? 0.08 : 0.22);
  }
  for (let mx = x; mx <= x + frontW + sideW; mx += 24) {
    const from = crown === 'setback' && (mx < x + 30 || mx > x + frontW + sideW - 24) ? bodyTop : frontTop;
    r.rect(mx, from, 2, baseY - from - 60, mullion, 0.45);
  }
  // Sky reflection bands across the front.
  for (const [offset, width, alpha] of [
    [0.1, 70, 0.14],
    [0.55, 36, 0.1],
  ] as const) {
    const bx = x + frontW * offset;
    r.polygon(
      [
        [bx, baseY - 60],
        [bx + width, baseY - 60],
        [Math.min(x + frontW, bx + width + 160), Math.max(frontTop, baseY - 60 - 360)],
        [Math.min(x + frontW, bx + 160), Math.max(frontTop, baseY - 60 - 360)],
      ],
      [255, 255, 255],
      mood.name === 'night' ? alpha * 0.3 : alpha,
    );
  }
  // Lobby and canopy.
  const stoneBase = paint(mood, '#d8d4cc');
  r.rect(x, baseY - 60, frontW + sideW, 60, stoneBase);
  for (let b = 0; b < 4; b++)
    pane(r, mood, x + 14 + b * ((frontW - 28) / 4), baseY - 50, (frontW - 28) / 4 - 8, 50, mood.lampsOn);
  pane(r, mood, x + frontW + 10, baseY - 50, sideW - 20, 50, mood.lampsOn);
  r.rect(x + frontW / 2 - 70, baseY - 66, 140, 8, paint(mood, '#3d434c'));
  for (const tx of [x - 60, x + frontW + sideW + 60]) roundTree(r, mood, tx, baseY + 26, 58);
  for (const px of [x + 20, x + frontW - 60]) {
    r.rect(px, baseY + 6, 40, 18, paint(mood, '#b9b2a6'));
    shrub(r, mood, px + 20, baseY + 8, 40);
  }
  streetLamp(r, mood, 80, baseY + 30, 130, 1);
  car(r, mood, 600 - variant * 110, 578, ['#2f3338', '#f2f2f2', '#7a8088', '#b8b0a2'][variant]!, -1);
}

function shop(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const baseY = 486;
  cityStreet(scene, { horizon: 420, baseY, skylineHeight: 160 });
  const wall = paint(mood, ['#eadcc4', '#f1ece4', '#e2c9a6', '#e8e1d6'][variant]!);
  const x0 = 70;
  const x1 = 890;
  const top = 96;
  const shopTop = 296;
  r.rect(x0, top, x1 - x0, baseY - top, wall);
  r.rect(x0 - 8, top - 12, x1 - x0 + 16, 14, lighter(wall, 0.3));
  if (variant !== 1) crenellations(r, x0, top - 12, x1 - x0, 12, lighter(wall, 0.3));
  const frame = darker(wall, 0.4);
  // Upper floors: windows with shutters or carved screens.
  for (let row = 0; row < 2; row++) {
    const y = top + 26 + row * 86;
    for (let c = 0; c < 7; c++) {
      const wx = x0 + 40 + c * 112;
      pane(r, mood, wx, y, 52, 58, random.chance(mood.litShare), frame);
      const shutter = paint(mood, ['#4f7a6a', '#8a5a3a', '#3f6a8c', '#7a4a3a'][variant]!);
      if ((c + row + variant) % 3 === 0) {
        r.rect(wx - 14, y - 2, 12, 62, shutter);
        r.rect(wx + 54, y - 2, 12, 62, shutter);
      } else if ((c + row) % 3 === 1) {
        acUnit(r, mood, wx + 15, y + 62);
      }
      r.rect(wx - 6, y + 60, 64, 4, lighter(wall, 0.3));
    }
  }
  r.rect(x0, shopTop - 10, x1 - x0, 10, lighter(wall, 0.25));
  // Shop bays: sign, striped awning, display window and door.
  const bays = variant % 2 === 0 ? 2 : 3;
  const bayW = (x1 - x0) / bays;
  const signColors = ['#1f6b5c', '#b23a3a', '#24507a', '#6b4a8c', '#c77d1f'];
  const stripeColors = ['#c8402f', '#2f7a52', '#2c5c99', '#d98a1c'];
  for (let b = 0; b < bays; b++) {
    const bx = x0 + b * bayW + 14;
    const bw = bayW - 28;
    r.rect(bx - 14, shopTop, 14, baseY - shopTop, darker(wall, 0.1));
    const sign = paint(mood, signColors[(b + variant) % signColors.length]!);
    r.rect(bx, shopTop + 6, bw, 40, sign);
    r.circle(bx + 26, shopTop + 26, 13, lighter(sign, 0.75));
    r.rect(bx + 50, shopTop + 18, bw * 0.42, 8, lighter(sign, 0.75));
    r.rect(bx + 50, shopTop + 30, bw * 0.26, 6, lighter(sign, 0.5));
    if (mood.lampsOn) r.rect(bx, shopTop + 46, bw, 3, mood.lit);
    // Awning.
    const ay = shopTop + 54;
    const ah = 46;
    const stripe = paint(mood, stripeColors[(b + variant) % stripeColors.length]!);
    const light = lighter(stripe, 0.78);
    const stripes = Math.round(bw / 28);
    const sw = (bw + 16) / stripes;
    for (let s = 0; s < stripes; s++) {
      const tx = bx + (s * bw) / stripes;
      const bx0 = bx - 8 + s * sw;
      r.polygon(
        [
          [tx, ay],
          [tx + bw / stripes, ay],
          [bx0 + sw, ay + ah],
          [bx0, ay + ah],
        ],
        s % 2 === 0 ? stripe : light,
      );
      r.circle(bx0 + sw / 2, ay + ah, sw / 2, s % 2 === 0 ? stripe : light);
    }
    r.rect(bx - 8, ay + ah - 2, bw + 16, 3, darker(stripe, 0.3), 0.35);
    // Display window and door.
    const wy = ay + ah + 16;
    const doorW = 54;
    const doorX = b % 2 === 0 ? bx + bw - doorW - 8 : bx + 8;
    const glassX = b % 2 === 0 ? bx + 8 : bx + doorW + 24;
    const glassW = bw - doorW - 32;
    r.rect(glassX - 4, wy - 4, glassW + 8, baseY - wy + 4, frame);
    const inside = mood.lampsOn ? lighter(mood.lit, 0.3) : paint(mood, '#dfe6ea');
    r.rect(glassX, wy, glassW, baseY - wy - 14, inside);
    const goods = ['#c8402f', '#2f7a52', '#e0b03a', '#2c5c99', '#8a5a8c'];
    for (let shelf = 0; shelf < 2; shelf++) {
      const sy = wy + 30 + shelf * 36;
      r.rect(glassX + 6, sy, glassW - 12, 4, darker(inside, 0.35));
      for (let gx = glassX + 12; gx < glassX + glassW - 24; gx += 22) {
        const gh = 10 + ((gx + shelf * 7) % 14);
        r.rect(gx, sy - gh, 14, gh, paint(mood, goods[((gx / 22 + shelf + b) % goods.length) | 0]!));
      }
    }
    r.polygon(
      [
        [glassX + glassW * 0.2, baseY - 14],
        [glassX + glassW * 0.45, wy],
        [glassX + glassW * 0.6, wy],
        [glassX + glassW * 0.35, baseY - 14],
      ],
      [255, 255, 255],
      mood.name === 'night' ? 0.08 : 0.3,
    );
    r.rect(glassX, baseY - 14, glassW, 14, darker(wall, 0.2));
    pane(r, mood, doorX, wy, doorW, baseY - wy, mood.lampsOn, frame);
    r.rect(doorX + doorW - 12, wy + 50, 4, 24, paint(mood, '#c9ccd2'));
  }
  for (const px of [110, 850]) {
    r.rect(px - 16, baseY + 6, 32, 22, paint(mood, '#b78a62'));
    shrub(r, mood, px, baseY + 8, 44);
  }
  streetLamp(r, mood, 930, baseY + 32, 150, -1);
  car(r, mood, 640 - variant * 140, 582, ['#e0b03a', '#f2f2f2', '#c7352b', '#2f6fb3'][variant]!);
}

function warehouse(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const horizon = 430;
  const baseY = 470;
  sky(r, mood, horizon, random);
  if (variant % 2 === 0) {
    dunes(r, horizon + 4, paint(mood, '#e2c08a'), random, 80);
    dunes(r, horizon + 6, paint(mood, '#d6ae72'), random, 40);
  } else skyline(r, horizon, mood, random, 110);
  const yard = paint(mood, '#a9a59d');
  r.rect(0, horizon, WIDTH, HEIGHT - horizon, paint(mood, '#d6c096'));
  r.rect(0, baseY, WIDTH, HEIGHT - baseY, yard);
  for (let x = 40; x < WIDTH; x += 110) r.rect(x, 540, 6, 60, paint(mood, '#f0ede4'));
  const cladding = paint(mood, ['#d9dde2', '#c9d4dc', '#e6dccb', '#d4d8d2'][variant]!);
  const band = paint(mood, ['#2f6f9a', '#c24a2a', '#3f7a4a', '#e0a020'][variant]!);
  const x0 = random.int(110, 150);
  const w = random.int(640, 700);
  const wallTop = baseY - random.int(140, 160);
  const roof = darker(cladding, 0.2);
  const roofStyle = (['gable', 'arch', 'sawtooth', 'gable'] as const)[variant]!;
  if (roofStyle === 'gable') {
    r.polygon(
      [
        [x0 - 10, wallTop + 2],
        [x0 + w / 2, wallTop - 70],
        [x0 + w + 10, wallTop + 2],
      ],
      roof,
    );
  } else if (roofStyle === 'arch') {
    const points: Point[] = [];
    for (let i = 0; i <= 32; i++) {
      const t = i / 32;
      points.push([x0 - 10 + t * (w + 20), wallTop + 2 - Math.sin(Math.PI * t) * 62]);
    }
    r.polygon(points, roof);
  } else {
    const teeth = 6;
    const tw = (w + 20) / teeth;
    for (let i = 0; i < teeth; i++) {
      const tx = x0 - 10 + i * tw;
      r.polygon(
        [
          [tx, wallTop + 2],
          [tx + tw, wallTop - 50],
          [tx + tw, wallTop + 2],
        ],
        roof,
      );
      r.rect(tx + tw - 10, wallTop - 46, 8, 46, mood.glass);
    }
  }
  r.rect(x0, wallTop, w, baseY - wallTop, cladding);
  for (let x = x0 + 6; x < x0 + w; x += 10) r.rect(x, wallTop, 1, baseY - wallTop, darker(cladding, 0.1));
  r.rect(x0, wallTop, w, 14, band);
  r.rect(x0, wallTop + 14, w, 3, darker(band, 0.3));
  // Office annex with windows.
  const annexW = 150;
  const annexX = variant % 2 === 0 ? x0 + w - annexW : x0;
  const annex = paint(mood, '#eeeae2');
  r.rect(annexX, wallTop + 40, annexW, baseY - wallTop - 40, annex);
  r.rect(annexX - 4, wallTop + 34, annexW + 8, 8, darker(annex, 0.1));
  for (let c = 0; c < 3; c++) pane(r, mood, annexX + 14 + c * 46, wallTop + 58, 30, 26, random.chance(mood.litShare));
  pane(r, mood, annexX + annexW / 2 - 18, baseY - 56, 36, 56, mood.lampsOn, darker(annex, 0.3));
  // Roller doors over a loading dock.
  const doorsFrom = variant % 2 === 0 ? x0 + 30 : x0 + annexW + 30;
  const doors = 4;
  const doorW = 96;
  const gap = (w - annexW - 60 - doors * doorW) / (doors - 1);
  r.rect(doorsFrom - 14, baseY - 22, doors * doorW + (doors - 1) * gap + 28, 22, paint(mood, '#8d8a84'));
  const metal = paint(mood, '#b8bcc2');
  for (let d = 0; d < doors; d++) {
    const dx = doorsFrom + d * (doorW + gap);
    const dTop = baseY - 22 - 104;
    r.rect(dx - 5, dTop - 5, doorW + 10, 109, darker(cladding, 0.35));
    if (d === 1) {
      r.rect(dx, dTop, doorW, 104, paint(mood, '#2e2b28'));
      if (mood.lampsOn) r.rect(dx, dTop, doorW, 104, mood.lit, 0.35);
      for (const [px, ph] of [
        [8, 40],
        [38, 56],
        [66, 30],
      ] as const) {
        r.rect(dx + px, dTop + 104 - ph, 24, ph, paint(mood, '#b5884f'));
        r.rect(dx + px, dTop + 104 - ph, 24, 3, paint(mood, '#8a6436'));
      }
      r.rect(dx, dTop, doorW, 22, metal);
    } else {
      r.rect(dx, dTop, doorW, 104, metal);
      for (let y = dTop + 6; y < dTop + 104; y += 8) r.rect(dx, y, doorW, 1.5, darker(metal, 0.18));
    }
    if (mood.lampsOn) r.circle(dx + doorW / 2, dTop - 6, 10, mood.lit, 0.5);
    r.rect(dx + doorW / 2 - 8, dTop - 11, 16, 5, paint(mood, '#3c4048'));
  }
  // A box truck backed up to the yard.
  const tx = variant % 2 === 0 ? 600 : 150;
  const trailer = paint(mood, '#f4f4f2');
  groundShadow(r, tx - 10, 566, 300, 10);
  r.rect(tx, 470, 210, 86, trailer);
  r.rect(tx, 528, 210, 6, band);
  r.rect(tx + 210, 492, 74, 64, band);
  r.polygon(
    [
      [tx + 226, 498],
      [tx + 266, 498],
      [tx + 280, 524],
      [tx + 226, 524],
    ],
    mood.name === 'night' ? hex('#26304c') : paint(mood, '#9cc0d8'),
  );
  for (const wx of [tx + 40, tx + 80, tx + 244]) {
    r.circle(wx, 560, 16, paint(mood, '#1f2228'));
    r.circle(wx, 560, 7, paint(mood, '#9aa0a8'));
  }
  if (mood.lampsOn) r.circle(tx + 282, 540, 6, hex('#fff2c4'));
}

function land(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const horizon = 396;
  sky(r, mood, horizon, random);
  const backdrop = (['skyline', 'dunes', 'mountains', 'skyline'] as const)[variant]!;
  if (backdrop === 'skyline') {
    skyline(r, horizon, mood, random, 120);
  } else if (backdrop === 'dunes') {
    dunes(r, horizon + 4, paint(mood, '#e2c08a'), random, 70);
    dunes(r, horizon + 8, paint(mood, '#d6ae72'), random, 36);
  } else {
    mountains(r, horizon, paint(mood, '#a98a72'), random, 150);
    mountains(r, horizon + 4, paint(mood, '#8c6e58'), random, 70);
  }
  const sand = paint(mood, '#e0c796');
  gradientStops(r, 0, horizon, WIDTH, HEIGHT - horizon, [darker(sand, 0.04), sand, lighter(sand, 0.08)]);
  // An access track running into the plot.
  const track = lighter(sand, 0.18);
  r.polygon(
    [
      [430, horizon],
      [470, horizon],
      [640, HEIGHT],
      [380, HEIGHT],
    ],
    track,
  );
  for (let i = 0; i < 18; i++) {
    const x = random.between(0, WIDTH);
    const y = random.between(horizon + 20, HEIGHT - 10);
    if (x > 340 && x < 660) continue;
    shrub(r, mood, x, y, random.between(16, 34), '#8a9a5a');
  }
  // Fence along the back of the plot, and corner markers.
  const fenceY = horizon + 64;
  const post = paint(mood, '#6d5a46');
  for (let x = 10; x < WIDTH; x += 64) {
    if (x > 400 && x < 520) continue;
    r.rect(x, fenceY - 56, 5, 58, post);
  }
  for (const wy of [fenceY - 48, fenceY - 32, fenceY - 16]) {
    r.rect(0, wy, 404, 1.6, darker(post, 0.1), 0.8);
    r.rect(516, wy, WIDTH - 516, 1.6, darker(post, 0.1), 0.8);
  }
  for (const [mx, my] of [
    [120, 540],
    [840, 548],
  ] as const) {
    r.rect(mx, my - 26, 10, 26, paint(mood, '#f2f2f2'));
    r.rect(mx, my - 18, 10, 7, paint(mood, '#d23a2a'));
  }
  // A blank "for sale" board on two legs.
  const signX = variant % 2 === 0 ? 640 : 130;
  const board = paint(mood, '#f7f4ec');
  const brand = paint(mood, '#1f6b5c');
  r.rect(signX + 20, 430, 8, 110, post);
  r.rect(signX + 172, 430, 8, 110, post);
  r.rect(signX, 400, 200, 100, darker(board, 0.15));
  r.rect(signX + 4, 404, 192, 92, board);
  r.rect(signX + 4, 404, 192, 26, brand);
  r.rect(signX + 20, 444, 120, 9, darker(board, 0.3));
  r.rect(signX + 20, 462, 150, 7, darker(board, 0.2));
  r.rect(signX + 20, 476, 90, 7, darker(board, 0.2));
}

function building(scene: Scene): void {
  const { r, mood, random, variant } = scene;
  const baseY = 480;
  cityStreet(scene, { horizon: 430, baseY, skylineHeight: 150 });
  const floors = random.int(5, 6);
  const floorH = 50;
  const groundH = 64;
  const frontW = random.int(470, 520);
  const sideW = Math.round(frontW * 0.24);
  const x = Math.round((WIDTH - frontW - sideW) / 2 + random.int(-30, 30));
  const top = baseY - groundH - floors * floorH - 14;
  const wall = paint(mood, ['#e9d9bf', '#f0ebe2', '#dcc3a0', '#e6dccd'][variant]!);
  const accent = paint(mood, ['#8c5a3a', '#4f7a8c', '#7a5a3a', '#5a6a4a'][variant]!);
  const patterns: FacadePattern[] = ['mashrabiya', 'balconies', 'mashrabiya', 'grid'];
  rooftop(scene, x, top, frontW);
  facade(scene, { x, top, baseY, frontW, sideW, floors, floorH, groundH, wall, accent, pattern: patterns[variant]! });
  if (variant % 2 === 0) crenellations(r, x - 4, top - 6, frontW + sideW + 8, 16, lighter(wall, 0.2));
  // Corner bands that frame the front face.
  r.rect(x, top, 10, baseY - top, lighter(wall, 0.15));
  r.rect(x + frontW - 10, top, 10, baseY - top, lighter(wall, 0.15));
  palm(r, mood, x - 50, baseY + 26, 160, -0.15);
  roundTree(r, mood, x + frontW + sideW + 60, baseY + 28, 60);
  streetLamp(r, mood, 860, baseY + 32, 130, -1);
  car(r, mood, 220 + variant * 100, 580, ['#f2f2f2', '#3a3d44', '#c7352b', '#8a6a4a'][variant]!);
}

const SCENES: Record<PropertyType, (scene: Scene) => void> = {
  apartment,
  villa,
  office,
  shop,
  warehouse,
  land,
  building,
};

/** The property types there are pictures of. */
export const SCENE_TYPES = Object.keys(SCENES) as PropertyType[];

/** Draws picture `variant` (0-based) of a property type, always the same pixels for the same arguments. */
export function drawPropertyScene(type: PropertyType, variant: number): Raster {
  if (!Number.isInteger(variant) || variant < 0 || variant >= VARIANTS_PER_TYPE) {
    throw new RangeError(`no picture ${variant} for ${type}`);
  }
  const r = new Raster(WIDTH, HEIGHT);
  const seed = [...`${type}:${variant}`].reduce(
    (hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 16_777_619),
    2_166_136_261,
  );
  SCENES[type]({ r, mood: MOODS[MOOD_NAMES[variant]!], random: randomFrom(seed), variant });
  return r;
}
