export default function AdminApp() {
  return <main className="container"><h1>Admin Login</h1></main>;
}
