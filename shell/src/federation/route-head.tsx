import { siteConfig } from '@staycompliant/site-config';

export interface RouteHeadProps {
  title: string;
  description: string;
  canonicalPath: string;
  noindex?: boolean;
}

/** A page's head: React hoists these into <head> and removes them when the page changes. */
export function RouteHead({ title, description, canonicalPath, noindex }: RouteHeadProps) {
  const url = `${siteConfig.siteUrl}${canonicalPath}`;
  const image = `${siteConfig.siteUrl}/og-image.png`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.brand.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
