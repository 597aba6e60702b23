import type { RgbImage } from './png-encoder.js';

/** An sRGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

export type Point = readonly [number, number];

/** Sub-scanlines per pixel row when filling polygons: enough for smooth slanted edges. */
const SAMPLES = 4;

export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * An RGB pixel buffer with the few shapes flat illustrations need: rectangles, vertical gradients, polygons
 * and ellipses, all with an opacity. Polygon and ellipse edges are antialiased; rectangles snap to pixels.
 */
export class Raster implements RgbImage {
  readonly pixels: Uint8Array;
  private readonly coverage: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.coverage = new Float32Array(width);
  }

  private blend(x: number, y: number, color: Rgb, alpha: number): void {
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    if (alpha >= 1) {
      p[i] = color[0];
      p[i + 1] = color[1];
      p[i + 2] = color[2];
      return;
    }
    p[i] = Math.round(p[i]! + (color[0] - p[i]!) * alpha);
    p[i + 1] = Math.round(p[i + 1]! + (color[1] - p[i + 1]!) * alpha);
    p[i + 2] = Math.round(p[i + 2]! + (color[2] - p[i + 2]!) * alpha);
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.blend(px, py, color, alpha);
  }

  /** A rectangle shading from `top` to `bottom`, one colour per row (so rows compress to almost nothing). */
  verticalGradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb, alpha = 1): void {
    const y0 = Math.round(y);
    const rows = Math.max(1, Math.round(y + h) - y0);
    for (let row = 0; row < rows; row++) {
      const color = mix(top, bottom, rows === 1 ? 0 : row / (rows - 1));
      const rounded: Rgb = [Math.round(color[0]), Math.round(color[1]), Math.round(color[2])];
      this.rect(x, y0 + row, w, 1, rounded, alpha);
    }
  }

  /** Fills a simple or self-intersecting polygon (even-odd) with antialiased edges. */
  polygon(points: readonly Point[], color: Rgb, alpha = 1): void {
    if (points.length < 3) return;
    const ys = points.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.height, Math.ceil(Math.max(...ys)));
    const crossings: number[] = [];
    for (let py = top; py < bottom; py++) {
      this.coverage.fill(0);
      let minX = this.width;
      let maxX = -1;
      for (let s = 0; s < SAMPLES; s++) {
        const sy = py + (s + 0.5) / SAMPLES;
        crossings.length = 0;
        for (let k = 0; k < points.length; k++) {
          const [ax, ay] = points[k]!;
          const [bx, by] = points[(k + 1) % points.length]!;
          if (ay <= sy === by <= sy) continue;
          crossings.push(ax + ((sy - ay) / (by - ay)) * (bx - ax));
        }
        crossings.sort((a, b) => a - b);
        for (let k = 0; k + 1 < crossings.length; k += 2) {
          const from = Math.max(0, crossings[k]!);
          const to = Math.min(this.width, crossings[k + 1]!);
          if (to <= from) continue;
          const first = Math.floor(from);
          const last = Math.min(this.width - 1, Math.ceil(to) - 1);
          for (let px = first; px <= last; px++) {
            const covered = Math.min(to, px + 1) - Math.max(from, px);
            if (covered > 0) this.coverage[px]! += covered / SAMPLES;
          }
          minX = Math.min(minX, first);
          maxX = Math.max(maxX, last);
        }
      }
      for (let px = minX; px <= maxX; px++) {
        const c = this.coverage[px]!;
        if (c > 0.004) this.blend(px, py, color, Math.min(1, c) * alpha);
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(cx - rx - 1));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + rx + 1));
    const y0 = Math.max(0, Math.floor(cy - ry - 1));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + ry + 1));
    const r = Math.min(rx, ry);
    for (let py = y0; py <= y1; py++) {
      for (let px = x0; px <= x1; px++) {
        const dx = (px + 0.5 - cx) / rx;
        const dy = (py + 0.5 - cy) / ry;
        // Distance to the edge in pixels, approximated through the smaller radius: good enough for 1-px softening.
        const edge = (1 - Math.sqrt(dx * dx + dy * dy)) * r + 0.5;
        if (edge <= 0) continue;
        this.blend(px, py, color, Math.min(1, edge) * alpha);
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    this.ellipse(cx, cy, r, r, color, alpha);
  }

  /** Paints `color` through a mask (its red channel read as coverage), so overlapping shapes share one opacity. */
  stamp(mask: Raster, x: number, y: number, color: Rgb, alpha = 1): void {
    for (let my = 0; my < mask.height; my++) {
      const py = y + my;
      if (py < 0 || py >= this.height) continue;
      for (let mx = 0; mx < mask.width; mx++) {
        const px = x + mx;
        if (px < 0 || px >= this.width) continue;
        const coverage = mask.pixels[(my * mask.width + mx) * 3]! / 255;
        if (coverage > 0) this.blend(px, py, color, coverage * alpha);
      }
    }
  }

  /** A straight stroke of the given width, drawn as a quadrilateral. */
  line(from: Point, to: Point, width: number, color: Rgb, alpha = 1): void {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const length = Math.hypot(dx, dy) || 1;
    const nx = (-dy / length) * (width / 2);
    const ny = (dx / length) * (width / 2);
    this.polygon(
      [
        [from[0] + nx, from[1] + ny],
        [to[0] + nx, to[1] + ny],
        [to[0] - nx, to[1] - ny],
        [from[0] - nx, from[1] - ny],
      ],
      color,
      alpha,
    );
  }
}
