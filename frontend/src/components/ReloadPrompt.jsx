/** Where code did not arrive (offline, or files a deploy removed): what failed (`children`), and a button that
 * reloads the page, which asks for the files again. */
export default function ReloadPrompt({ children }) {
  return (
    <>
      <p className="state-message state-message--error" role="alert">
        {children} Check your connection, then reload the page.
      </p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </>
  );
}
