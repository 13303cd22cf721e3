/** The home page's 'Clients who trust us' section. Placeholder until the logo carousel lands. */
export function ClientLogosSection() {
  return (
    <section aria-labelledby="client-logos-title" className="py-section">
      <h2 id="client-logos-title" className="text-center text-title font-bold text-navy-900">
        Clients who trust us
      </h2>
      <p className="mt-2 text-center text-muted-foreground">Some of the clients working with us</p>
    </section>
  );
}
