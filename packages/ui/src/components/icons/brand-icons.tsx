import type { LucideProps } from 'lucide-react';

// lucide-react 1.x dropped brand logos; these simple outline marks match lucide's 24px stroke style.
function BrandIcon({ size = 24, color = 'currentColor', strokeWidth = 2, children, ...props }: LucideProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

function Linkedin(props: LucideProps) {
  return (
    <BrandIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="3" />
      <path d="M7 10v7M7 7v.01M11 17v-7M11 13a3 3 0 0 1 6 0v4" />
    </BrandIcon>
  );
}

function Twitter(props: LucideProps) {
  return (
    <BrandIcon {...props}>
      <path d="M4 4l16 16M20 4l-6.5 6.5M10.5 13.5 4 20" />
    </BrandIcon>
  );
}

function Instagram(props: LucideProps) {
  return (
    <BrandIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </BrandIcon>
  );
}

function Whatsapp(props: LucideProps) {
  return (
    <BrandIcon {...props}>
      <path d="M3 21l1.6-4.6A9 9 0 1 1 7.6 19.4Z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2Z" />
    </BrandIcon>
  );
}

export { Instagram, Linkedin, Twitter, Whatsapp };
