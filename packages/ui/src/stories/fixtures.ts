// Offline images for stories: inline SVG data URIs, so stories and screenshots need no network.
function svgDataUri(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function articleImage(hue: number) {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 55% 28%)"/><circle cx="520" cy="80" r="120" fill="hsl(${hue} 60% 40%)"/><rect x="48" y="250" width="260" height="22" rx="11" fill="#f5a524"/></svg>`,
  );
}

export function logoImage(name: string, color: string) {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><circle cx="24" cy="24" r="16" fill="${color}"/><rect x="50" y="16" width="96" height="16" rx="4" fill="${color}"/><title>${name}</title></svg>`,
  );
}

export const sampleArticles = [
  { title: 'Delaware franchise tax: what founders must file before March 1', category: 'Tax', date: '2025-02-10', hue: 215 },
  { title: 'Bookkeeping for crypto-native startups', category: 'Crypto', date: '2025-03-22', hue: 195 },
  { title: 'Choosing between an LLC and a C-Corp', category: 'Incorporation', date: '2025-04-15', hue: 230 },
];

export const sampleLogos = [
  { name: 'Northwind', color: '#1d4ed8' },
  { name: 'Globex', color: '#b45309' },
  { name: 'Initech', color: '#15803d' },
  { name: 'Umbrella', color: '#b91c1c' },
  { name: 'Hooli', color: '#7c3aed' },
  { name: 'Vandelay', color: '#0e7490' },
];
