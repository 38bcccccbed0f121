/** Demo accounts of DESIGN.md §3: one per role, domain campus.example. */
export const DEMO_ACCOUNTS = [
  {
    email: 'super.admin@campus.example',
    name: 'Sunita Rao',
    access: ['super_admin'],
    department: 'Administration',
    designation: 'Registrar',
    phone: '+91 80 4000 1001',
  },
  {
    email: 'rb.admin@campus.example',
    name: 'Arjun Mehta',
    access: ['rb_admin'],
    department: 'Estate Office',
    designation: 'Booking Administrator',
    phone: '+91 80 4000 1002',
  },
  {
    email: 'dean@campus.example',
    name: 'Kavita Iyer',
    access: ['rb_dean'],
    department: 'Academic Affairs',
    designation: 'Dean',
    phone: '+91 80 4000 1003',
  },
  {
    email: 'faculty@campus.example',
    name: 'Rahul Verma',
    access: ['rb_faculty'],
    department: 'Computer Science',
    designation: 'Assistant Professor',
    phone: '+91 80 4000 1004',
  },
  {
    email: 'clubs@campus.example',
    name: 'Robotics Club',
    access: ['rb_clubs'],
    department: 'Student Affairs',
    designation: 'Club Secretary',
    phone: null,
  },
  {
    email: 'igh@campus.example',
    name: 'Meera Nair',
    access: ['igh'],
    department: 'Guest House',
    designation: 'Guest House Manager',
    phone: '+91 80 4000 1006',
  },
] as const;

/** Other people on campus, so the user list has something to search. */
export const OTHER_USERS = [
  ['Ananya Krishnan', 'Electrical Engineering', 'Professor'],
  ['Vikram Singh', 'Mechanical Engineering', 'Associate Professor'],
  ['Priya Sharma', 'Mathematics', 'Assistant Professor'],
  ['Sanjay Gupta', 'Physics', 'Professor'],
  ['Neha Kulkarni', 'Chemistry', null],
  ['Farhan Qureshi', 'Civil Engineering', 'Lecturer'],
  ['Deepa Menon', 'Humanities', 'Associate Professor'],
  ['Rohit Das', null, null],
  ['Lakshmi Pillai', 'Biotechnology', 'Professor'],
  ['Karan Malhotra', 'Computer Science', 'Lecturer'],
  ['Ishita Bose', 'Design', 'Assistant Professor'],
  ['Manoj Reddy', 'Management', 'Professor'],
] as const;

export const BLOCKS = ['Academic Block A', 'Academic Block B', 'Library Block', 'Lecture Hall Complex', 'Admin Block'];

export const PREDEFINED_FEATURES = ['Guest WiFi', 'Projector', 'Screen', 'In Built Microphone and webcam', 'Whiteboard', 'Board'];
export const PREDEFINED_ACCESS = ['Student', 'Faculty', 'Staff'];

export const ROOM_IMAGES = {
  conference: '/rooms/conference.svg',
  classroom: '/rooms/classroom.svg',
  lecture: '/rooms/lecture-hall.svg',
  seminar: '/rooms/seminar.svg',
  lab: '/rooms/lab.svg',
};

export const PURPOSES = [
  'Faculty meeting',
  'Guest lecture on distributed systems',
  'Thesis defence',
  'Club weekly meetup',
  'Department review',
  'Workshop on research writing',
  'Tutorial session',
  'Project demo day',
  'Interview panel',
  'Reading group',
];

export const IGH_REQUESTS = [
  {
    student_name: 'Aditya Rao',
    student_email: 'aditya.rao@campus.example',
    customer_name: 'Suresh Rao',
    age: 52,
    relation: 'Father',
    status: 'pending',
  },
  {
    student_name: 'Sneha Pillai',
    student_email: 'sneha.pillai@campus.example',
    customer_name: 'Latha Pillai',
    age: 48,
    relation: 'Mother',
    status: 'pending',
  },
  {
    student_name: 'Mohit Jain',
    student_email: 'mohit.jain@campus.example',
    customer_name: 'Ritu Jain',
    age: 24,
    relation: 'Sister',
    status: 'pending',
  },
  {
    student_name: 'Aisha Khan',
    student_email: 'aisha.khan@campus.example',
    customer_name: 'Imran Khan',
    age: 55,
    relation: 'Father',
    status: 'approved',
  },
  {
    student_name: 'Varun Nair',
    student_email: 'varun.nair@campus.example',
    customer_name: 'Gita Nair',
    age: 70,
    relation: 'Grandmother',
    status: 'approved',
  },
  {
    student_name: 'Pooja Shah',
    student_email: 'pooja.shah@campus.example',
    customer_name: 'Nikhil Shah',
    age: 30,
    relation: 'Brother',
    status: 'rejected',
  },
  {
    student_name: 'Rahul Dev',
    student_email: 'rahul.dev@campus.example',
    customer_name: 'Asha Dev',
    age: 45,
    relation: 'Mother',
    status: 'rejected',
  },
] as const;
