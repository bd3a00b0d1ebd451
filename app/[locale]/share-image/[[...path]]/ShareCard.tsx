/*
 * The share images' drawing: 1200 × 630, in the brand's colours (app/globals.css). Next's image
 * renderer knows flexbox and a part of CSS, so every box states its display and sizes.
 */

const INK = '#1b1340';
const SUN = '#ffc93c';
const STRIPES = ['#ff3d8b', '#ff6b1a', SUN, '#12c2b5', '#8a4dff'];

const fill = { display: 'flex', width: '100%', height: '100%' } as const;

/** The brand's colours in a band along the bottom edge. */
function Stripes() {
  return (
    <div
      style={{ display: 'flex', position: 'absolute', left: 0, right: 0, bottom: 0, height: 16 }}
    >
      {STRIPES.map((colour) => (
        <div key={colour} style={{ display: 'flex', flexGrow: 1, background: colour }} />
      ))}
    </div>
  );
}

/** A ball of colour half off the card, as the site's heroes have. */
function Glow({
  colour,
  size,
  top,
  left,
}: {
  colour: string;
  size: number;
  top: number;
  left: number;
}) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        top,
        left,
        width: size,
        height: size,
        borderRadius: size,
        background: colour,
      }}
    />
  );
}

/** Longer titles get smaller letters, so every one fits in three lines. */
const titleSize = (title: string) => (title.length <= 22 ? 104 : title.length <= 44 ? 84 : 64);

/** A page without a picture of its own: its title on the brand's grape, with the site's tagline. */
export function TitleCard({
  title,
  tagline,
  logo,
}: {
  title: string;
  tagline: string;
  logo: string;
}) {
  return (
    <div
      style={{
        ...fill,
        position: 'relative',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 72px 72px',
        background: 'linear-gradient(135deg, #2a1670 0%, #5b2be0 55%, #8a4dff 100%)',
        color: 'white',
        fontFamily: 'Baloo 2',
        overflow: 'hidden',
      }}
    >
      <Glow colour={SUN} size={380} top={-150} left={960} />
      <Glow colour="#ff3d8b" size={260} top={440} left={1010} />
      <Glow colour="#12c2b5" size={120} top={300} left={930} />
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, not a page */}
      <img src={logo} width={330} height={88} />
      <div
        style={{
          display: 'flex',
          maxWidth: 860,
          fontSize: titleSize(title),
          fontWeight: 800,
          lineHeight: 1.05,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 600, color: SUN }}>{tagline}</div>
      <Stripes />
    </div>
  );
}

/** A page with a picture of its own: the picture fills the card, signed with the logo. */
export function PictureCard({ picture, logo }: { picture: string; logo: string }) {
  return (
    <div style={{ ...fill, position: 'relative', background: INK }}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, not a page */}
      <img src={picture} width={1200} height={630} style={{ objectFit: 'cover' }} />
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          left: 40,
          bottom: 48,
          padding: '14px 24px',
          borderRadius: 24,
          background: INK,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, not a page */}
        <img src={logo} width={240} height={64} />
      </div>
      <Stripes />
    </div>
  );
}
