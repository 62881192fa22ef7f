package encodings

import "testing"

// handlerd: the ASCII array gives exactly the weights the map does.
func TestUtf8mb4_0900_ai_ci_ASCIIWeights(t *testing.T) {
	for r := rune(0); r < 128; r++ {
		if got, want := Utf8mb4_0900_ai_ci_RuneWeight(r), utf8mb4_0900_ai_ci_RuneWeight(r); got != want {
			t.Errorf("rune %q: weight %d, want %d", r, got, want)
		}
	}
	if got, want := Utf8mb4_0900_ai_ci_RuneWeight('é'), utf8mb4_0900_ai_ci_RuneWeight('é'); got != want {
		t.Errorf("é: weight %d, want %d", got, want)
	}
}
