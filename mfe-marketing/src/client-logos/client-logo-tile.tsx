import { LogoImage } from '@staycompliant/ui';
import { useState } from 'react';
import type { LogoItem } from './logo-rules';

interface ClientLogoTileProps {
  logo: LogoItem;
  alt: string;
  /** Show the logo's name where its image fails (the fallback list), instead of an empty cell. */
  nameWhenMissing?: boolean;
}

export function ClientLogoTile({ logo, alt, nameWhenMissing = false }: ClientLogoTileProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex h-16 items-center justify-center px-2">
      {imageFailed && nameWhenMissing ? (
        <span className="text-center text-base font-semibold text-navy-700">{logo.name}</span>
      ) : (
        <LogoImage src={logo.url} alt={alt} className="max-h-12" onError={() => setImageFailed(true)} />
      )}
    </li>
  );
}
