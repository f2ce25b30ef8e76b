/** SVG to PNG with resvg (Rust, no system libraries): Node only, the web page saves SVG. */
import { Resvg } from '@resvg/resvg-js';

/** Rasterises SVG text to PNG bytes; `scale` 2 gives a sharper image for slides. */
export function svgToPng(svg: string, scale = 1): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: 'white',
  });
  return resvg.render().asPng();
}
