import './map-loading.css';

/** The map's place-holder while its code loads: the same 400 px, so nothing shifts. */
export function MapLoading({ label }: { label: string }) {
  return (
    <div className="map-loading" style={{ height: 400 }}>
      {label}
    </div>
  );
}
