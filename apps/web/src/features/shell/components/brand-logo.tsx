/** The word mark: a hexagonal part outline and the name. */
export function BrandLogo() {
  return (
    <span className="brand">
      <svg
        className="brand__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="var(--color-ink)" />
        <path
          d="M16 6l9 5v10l-9 5-9-5V11z"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
        <path
          d="M7 11l9 5 9-5M16 16v10"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand__name">
        Print<span className="brand__name-accent">Portal</span>
      </span>
    </span>
  );
}
