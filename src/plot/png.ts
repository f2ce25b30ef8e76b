/** SVG to PNG with resvg (Rust, no system libraries): Node only, the web page saves SVG. */
import { existsSync } from 'node:fs';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/** Where Debian and most Linux systems keep DejaVu Sans, the font the plots are drawn with. */
const DEJAVU_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'];

let fonts: ResvgRenderOptions['font'] | undefined;

/**
 * The fonts resvg loads: DejaVu Sans's two faces when they are found (reading every system font takes about
 * 100 ms per image), else the system's fonts.
 */
function fontOptions(): ResvgRenderOptions['font'] {
  if (fonts) return fonts;
  for (const dir of DEJAVU_DIRS) {
    const files = [`${dir}/DejaVuSans.ttf`, `${dir}/DejaVuSans-Bold.ttf`];
    if (files.every((f) => existsSync(f)))
      return (fonts = { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'DejaVu Sans' });
  }
  return (fonts = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' });
}

/** Rasterises SVG text to PNG bytes; `scale` 2 gives a sharper image for slides. */
export function svgToPng(svg: string, scale = 1): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale },
    font: fontOptions(),
    background: 'white',
  });
  return resvg.render().asPng();
}
