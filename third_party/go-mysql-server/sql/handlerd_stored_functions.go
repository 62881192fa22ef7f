package sql

// StoredFunctionDatabase is a database that keeps stored functions (CREATE
// FUNCTION), each as the statement that created it, in the namespace of
// functions, apart from its procedures'. handlerd: added (the release had no
// stored functions).
type StoredFunctionDatabase interface {
	Database
	// GetStoredFunction returns the function named name (any case).
	GetStoredFunction(ctx *Context, name string) (StoredProcedureDetails, bool, error)
	// GetStoredFunctions returns every stored function of the database.
	GetStoredFunctions(ctx *Context) ([]StoredProcedureDetails, error)
	// SaveStoredFunction stores a new function; one of that name exists:
	// an error.
	SaveStoredFunction(ctx *Context, details StoredProcedureDetails) error
	// DropStoredFunction removes the function named name.
	DropStoredFunction(ctx *Context, name string) error
}
