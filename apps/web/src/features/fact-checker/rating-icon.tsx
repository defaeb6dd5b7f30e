import type { ReactNode } from 'react';
import type { RatingVariant } from './rating';

// Drawn inline so no icon font reaches the phone; the rating's words carry the meaning.
const marks: Record<RatingVariant, ReactNode> = {
  success: (
    <>
      <circle cx="8" cy="8" r="6.75" />
      <path d="M5 8.3 7 10.3 11 6" />
    </>
  ),
  danger: (
    <>
      <circle cx="8" cy="8" r="6.75" />
      <path d="m5.6 5.6 4.8 4.8m0-4.8-4.8 4.8" />
    </>
  ),
  warning: (
    <>
      <path d="M8 1.6 15 14.2H1z" />
      <path d="M8 6.2v3.6" />
      <circle cx="8" cy="11.9" r="0.5" />
    </>
  ),
  secondary: (
    <>
      <circle cx="8" cy="8" r="6.75" />
      <path d="M6.1 6.3a1.9 1.9 0 1 1 2.7 1.7c-.5.3-.8.6-.8 1.2v.4" />
      <circle cx="8" cy="11.5" r="0.5" />
    </>
  ),
};

export function RatingIcon({ variant }: { variant: RatingVariant }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="flex-shrink-0"
    >
      {marks[variant]}
    </svg>
  );
}
