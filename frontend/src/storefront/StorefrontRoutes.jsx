import { Route, Routes } from 'react-router-dom';
import NotFound from './NotFound';

function Home() {
  return <main className="container"><h1>Voltcart</h1></main>;
}

export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
