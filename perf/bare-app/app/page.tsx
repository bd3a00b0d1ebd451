/** The benchmark's baseline: the least an app-router page can be with these Next and React versions. */
export default function BarePage() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>Nothing but Next and React.</p>
    </main>
  );
}
