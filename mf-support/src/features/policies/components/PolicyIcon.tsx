/**
 * Decorative inline icon of a policy card (SPEC §2 overview): a shield for the privacy policy,
 * a document for the terms of use. Hidden from assistive technology.
 * @param kind `shield` or `document`
 */
export function PolicyIcon({ kind }: { kind: 'shield' | 'document' }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      {kind === 'shield' ? (
        <>
          <path
            d="M12 2.5 4 5.5v6c0 4.8 3.4 8.9 8 10 4.6-1.1 8-5.2 8-10v-6l-8-3Z"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <path
            d="m8.5 12 2.5 2.5 4.5-5"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <path
            d="M6 2.5h8l4 4v15H6v-19Z"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <path
            d="M14 2.5v4h4M9 11h6M9 14.5h6M9 18h4"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}
