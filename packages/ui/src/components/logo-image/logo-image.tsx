import * as React from 'react';
import { cn } from '../../lib/cn';

export type LogoImageProps = React.ComponentProps<'img'> & { alt: string };

/** A client or partner logo: grayscale until hovered, and removed when the image fails to load. */
function LogoImage({ className, onError, alt, ...props }: LogoImageProps) {
  const [failed, setFailed] = React.useState(false);
  if (failed) return null;
  return (
    <img
      data-slot="logo-image"
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn(
        'h-12 w-auto max-w-full object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none',
        className,
      )}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...props}
    />
  );
}

export { LogoImage };
