// A linear time scale over a domain of epoch ms, shared by the validity bars and the timeline:
// positions in percent (so bars scale with the page) and round-year ticks.

export interface Domain {
  start: number;
  end: number;
}

const YEAR = 365.2425 * 86_400_000;

/** The smallest domain holding every finite time given, padded a little; a decade around now when none. */
export function domainOf(times: readonly (number | null)[], pad = 0.03): Domain {
  const finite = times.filter((t): t is number => t !== null && Number.isFinite(t));
  let start = Math.min(...finite);
  let end = Math.max(...finite);
  if (finite.length === 0) [start, end] = [Date.now() - 10 * YEAR, Date.now()];
  if (end - start < YEAR) [start, end] = [start - YEAR / 2, end + YEAR / 2];
  const p = (end - start) * pad;
  return { start: start - p, end: end + p };
}

/** The domain of some validity intervals: their finite bounds, and today when one has no end. */
export function domainOfIntervals(list: readonly { start: number | null; end: number | null }[], extra: readonly (number | null)[] = []): Domain {
  return domainOf([...list.flatMap((v) => [v.start, v.end]), ...(list.some((v) => v.end === null) ? [Date.now()] : []), ...extra]);
}

/** Position of `t` in the domain, in percent, clamped to [0, 100]; ±Infinity go to the edges. */
export function pct(t: number, d: Domain): number {
  if (t === -Infinity) return 0;
  if (t === Infinity) return 100;
  return Math.min(100, Math.max(0, ((t - d.start) / (d.end - d.start)) * 100));
}

/** Year ticks at a round step that gives about `count` of them. */
export function yearTicks(d: Domain, count = 6): { t: number; label: string }[] {
  const from = new Date(d.start).getUTCFullYear();
  const to = new Date(d.end).getUTCFullYear();
  const raw = Math.max(1, (to - from) / count);
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500].find((s) => s >= raw) ?? 1000;
  const ticks = [];
  for (let y = Math.ceil(from / step) * step; y <= to; y += step) {
    const date = new Date(0);
    date.setUTCFullYear(y, 0, 1); // not Date.UTC, which maps years 0–99 to 19xx
    if (date.getTime() >= d.start && date.getTime() <= d.end) ticks.push({ t: date.getTime(), label: String(y) });
  }
  return ticks;
}
