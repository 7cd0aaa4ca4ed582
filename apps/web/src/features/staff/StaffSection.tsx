export default function StaffSection() {
  return <div />;
}
