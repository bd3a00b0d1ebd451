import 'server-only';
import { geoAlbersUsa } from 'd3-geo';
import type { Coordinates } from './nearest';

/**
 * Where a place sits on Find a Location's map (public/art/us-states.svg, 975 × 610 units): the
 * projection us-atlas drew that map with, so pins and states agree. Undefined off the map.
 */
const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** Whole units: a unit is at most a pixel and a half where the map is drawn widest. */
export function mapPoint({ latitude, longitude }: Coordinates): [x: number, y: number] | undefined {
  const point = projection([longitude, latitude]);
  return point ? [Math.round(point[0]), Math.round(point[1])] : undefined;
}
