package replay

import "testing"

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		text     string
		reported bool
		kind     Kind
		calls    int
		bad      bool
	}{
		{"", false, NotReached, 0, false},
		{"no-error-function\n", false, NotReached, 0, false},
		{"reached\t2\n", true, Reached, 2, false},
		{"no-error-function\nassume\t1\n", true, NotReached, 1, false},
		{"assert\t0\tf.c\t7\tmain\tx != 3\n", true, AssertFailed, 0, false},
		{"diverged\t1\ta\tb", true, Diverged, 1, false},
		{"exhausted\t4\ta", true, Exhausted, 4, false},
		{"reached", false, NotReached, 0, true},
		{"reached\tx", false, NotReached, 0, true},
		{"reached\t1\textra", false, NotReached, 0, true},
		{"assert\t0\tf.c\tseven\tmain\tx", false, NotReached, 0, true},
		{"what\t1", false, NotReached, 0, true},
	} {
		var o Outcome
		reported, _, err := classify(&o, tc.text, 5)
		if (err != nil) != tc.bad || reported != tc.reported || (reported && (o.Kind != tc.kind || o.Calls != tc.calls || o.Unused != 5-tc.calls)) {
			t.Errorf("%q: %v %+v %v", tc.text, reported, o, err)
		}
	}
}
