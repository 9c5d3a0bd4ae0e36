// A bare, statically rendered Next.js page: the baseline for throughput and client JavaScript.
export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>A bare Next.js page served from the full-route cache.</p>
    </main>
  );
}
